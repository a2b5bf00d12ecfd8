import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignResource, type ResourceDetails } from '../../api/resource-admin';
import type { PickerItem } from '../../domain/picker-item';
import { requestTimeParameters, valueProblem } from '../../domain/resource-admin';
import { Dialog } from '../../ui/Dialog';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { ParameterValueInput } from './ParametersEditor';

/** '2026-12-01' (a date field) → epoch ms at local midnight; '' → null. */
export const dateValue = (text: string): number | null => {
  if (text === '') return null;
  const time = new Date(`${text}T00:00:00`).getTime();
  return Number.isFinite(time) ? time : null;
};

/**
 * Assigns a resource to users with the values of its request-time parameters (an entitlement value from the
 * entitlement's values; a List from them too; Integer, Boolean, String typed), from an effective date until an expiry
 * date, with a reason. The approval engine runs when the resource requires approval. A failure keeps the dialog.
 */
export function AssignResourceDialog({ resource, onClose }: { resource: ResourceDetails; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const assign = useAssignResource();
  const parameters = requestTimeParameters(resource.parameters);
  const [recipients, setRecipients] = useState<PickerItem[]>([]);
  const [values, setValues] = useState<Record<string, { value: string; label: string }>>({});
  const [effective, setEffective] = useState('');
  const [expiry, setExpiry] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);

  const effectiveDate = dateValue(effective);
  const expiryDate = dateValue(expiry);
  const badDates = effectiveDate !== null && expiryDate !== null && expiryDate <= effectiveDate;
  const missing = parameters.filter((p) => (values[p.key]?.value ?? '').trim() === '');
  const wrong = parameters.filter((p) => valueProblem(p.dataType, values[p.key]?.value ?? '') !== null);
  const noReason = reason.trim() === '';
  const binding = resource.binding;

  const submit = async () => {
    setTried(true);
    if (recipients.length === 0 || badDates || missing.length > 0 || wrong.length > 0 || noReason) return;
    try {
      await assign.mutateAsync({
        resourceDn: resource.dn,
        recipientDns: recipients.map((item) => item.dn ?? item.id ?? ''),
        parameters: parameters.map((p) => ({ key: p.key, value: values[p.key]?.value ?? '' })),
        effectiveDate,
        expiryDate,
        reason: reason.trim(),
      });
      onClose();
    } catch {
      // The banner says why; what was typed stays.
    }
  };

  return (
    <Dialog
      open
      heading={t('resourceAdmin.assignHeading', { name: resource.name })}
      onClose={() => (assign.isPending ? undefined : onClose())}
      footer={
        <>
          <button type="button" className="idm-button" disabled={assign.isPending} onClick={() => void submit()}>
            {t('resourceAdmin.assign')}
          </button>
          <button type="button" className="idm-button secondary" onClick={onClose}>
            {t('resourceAdmin.cancel')}
          </button>
        </>
      }
    >
      <div className="idm-admin-form">
        <Picker
          label={t('resourceAdmin.assignTo')}
          tabs={['users']}
          mode="multi"
          value={recipients}
          onChange={setRecipients}
          required
          errorText={t('resourceAdmin.recipientRequired')}
        />
        {tried && recipients.length === 0 ? (
          <p className="idm-admin-error" role="alert">
            {t('resourceAdmin.recipientRequired')}
          </p>
        ) : null}
        {parameters.map((p) => {
          const fieldId = `${id}-${p.key}`;
          const chosen = values[p.key];
          const problem = tried && (missing.includes(p) || wrong.includes(p));
          const set = (value: string, label = value) =>
            setValues((current) => ({ ...current, [p.key]: { value, label } }));
          return (
            <div key={p.key} className="idm-admin-field">
              {binding && p.dataType === 'List' ? (
                <Picker
                  label={p.label}
                  tabs={['entitlementValues']}
                  mode="single"
                  entitlement={{
                    dn: binding.entitlementDn,
                    driverDn: binding.driverDn,
                    fromEntitlementComponent: true,
                  }}
                  value={
                    chosen?.value
                      ? [
                          {
                            itemType: 'entitlementValues',
                            id: chosen.value,
                            value: chosen.value,
                            valueDisplayName: chosen.label,
                          },
                        ]
                      : []
                  }
                  onChange={(items) => {
                    const item = items[0];
                    set(item?.value ?? item?.id ?? '', item?.valueDisplayName ?? item?.value ?? '');
                  }}
                />
              ) : (
                <>
                  <label htmlFor={fieldId}>{p.label}</label>
                  <ParameterValueInput
                    id={fieldId}
                    dataType={p.dataType}
                    value={chosen?.value ?? ''}
                    label={p.label}
                    invalid={problem}
                    describedBy={problem ? `${fieldId}-error` : undefined}
                    onChange={(value) => set(value)}
                  />
                </>
              )}
              {problem ? (
                <p id={`${fieldId}-error`} className="idm-admin-error">
                  {missing.includes(p)
                    ? t('resourceAdmin.required')
                    : t(
                        `resourceAdmin.parameters.problem.${valueProblem(p.dataType, chosen?.value ?? '') ?? 'integer'}`,
                      )}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="idm-admin-field">
          <label htmlFor={`${id}-effective`}>{t('resourceAdmin.effectiveDate')}</label>
          <input id={`${id}-effective`} type="date" value={effective} onChange={(e) => setEffective(e.target.value)} />
        </div>
        <div className="idm-admin-field">
          <label htmlFor={`${id}-expiry`}>{t('resourceAdmin.expiryDate')}</label>
          <input
            id={`${id}-expiry`}
            type="date"
            value={expiry}
            aria-invalid={tried && badDates}
            onChange={(e) => setExpiry(e.target.value)}
          />
          {tried && badDates ? <p className="idm-admin-error">{t('resourceAdmin.expiryBeforeEffective')}</p> : null}
        </div>
        <div className="idm-admin-field">
          <label htmlFor={`${id}-reason`}>{t('resourceAdmin.reason')}</label>
          <textarea
            id={`${id}-reason`}
            dir="auto"
            value={reason}
            aria-invalid={tried && noReason}
            onChange={(e) => setReason(e.target.value)}
          />
          {tried && noReason ? <p className="idm-admin-error">{t('resourceAdmin.required')}</p> : null}
        </div>
      </div>
    </Dialog>
  );
}
