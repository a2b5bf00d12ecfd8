import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import { useAssignResource, type ResourceDetails } from '../../api/resource-admin';
import type { PickerItem } from '../../domain/picker-item';
import { requestTimeParameters, valueProblem } from '../../domain/resource-admin';
import { AssignmentDialog, FormAlert } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { EntitlementValuePicker } from './EntitlementPickers';
import { ParameterValueInput } from './ParametersEditor';

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
  const missing = parameters.filter((p) => (values[p.key]?.value ?? '').trim() === '');
  const wrong = parameters.filter((p) => valueProblem(p.dataType, values[p.key]?.value ?? '') !== null);
  const binding = resource.binding;

  return (
    <AssignmentDialog
      heading={t('resourceAdminPages.assignHeading', { name: resource.name })}
      labels={{
        assign: t('resourceAdminPages.assign'),
        cancel: t('resourceAdmin.cancel'),
        effectiveDate: t('resourceAdminPages.effectiveDate'),
        expiryDate: t('resourceAdminPages.expiryDate'),
        expiryBeforeEffective: t('resourceAdminPages.expiryBeforeEffective'),
        reason: t('resourceAdminPages.reason'),
        required: t('resourceAdminPages.required'),
      }}
      pending={assign.isPending}
      complete={recipients.length > 0 && missing.length === 0 && wrong.length === 0}
      assign={(terms) =>
        assign.mutateAsync({
          resourceDn: resource.dn,
          recipientDns: recipients.map((item) => item.dn ?? item.id ?? ''),
          parameters: parameters.map((p) => ({ key: p.key, value: values[p.key]?.value ?? '' })),
          ...terms,
        })
      }
      onClose={onClose}
    >
      {(tried) => (
        <>
          <Picker
            label={t('resourceAdminPages.assignTo')}
            tabs={['users']}
            mode="multi"
            value={recipients}
            onChange={setRecipients}
            required
            errorText={t('resourceAdminPages.recipientRequired')}
          />
          <FormAlert when={tried && recipients.length === 0}>{t('resourceAdminPages.recipientRequired')}</FormAlert>
          {parameters.map((p) => {
            const fieldId = `${id}-${p.key}`;
            const chosen = values[p.key];
            const problem = tried && (missing.includes(p) || wrong.includes(p));
            const set = (value: string, label = value) =>
              setValues((current) => ({ ...current, [p.key]: { value, label } }));
            return (
              <div key={p.key} className="idm-admin-field">
                {binding && p.dataType === 'List' ? (
                  <EntitlementValuePicker
                    label={p.label}
                    entitlement={binding}
                    value={chosen?.value ?? ''}
                    valueName={chosen?.label ?? ''}
                    onChange={(value, valueName) => set(value, valueName ?? value)}
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
                      ? t('resourceAdminPages.required')
                      : t(
                          `resourceAdminPages.parameters.problem.${valueProblem(p.dataType, chosen?.value ?? '') ?? 'integer'}`,
                        )}
                  </p>
                ) : null}
              </div>
            );
          })}
        </>
      )}
    </AssignmentDialog>
  );
}
