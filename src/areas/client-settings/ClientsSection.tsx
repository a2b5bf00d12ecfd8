import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clientListQuery, useCreateClient, useDeleteClients } from '../../api/settings-admin';
import { useCore } from '../../core/react';
import { Rules } from '../../domain/settings-rules';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { fieldMessages } from './field-error';
import { FormActions } from './FormActions';
import { Heading } from '../../ui/Heading';

/** The clients: list, create (with the default settings), delete (never the default client). */
export function ClientsSection({ onOpen }: { onOpen(clientId: string): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const clients = useQuery(clientListQuery(core));
  const create = useCreateClient();
  const remove = useDeleteClients();
  const [name, setName] = useState('');
  const [matchCondition, setMatchCondition] = useState('');
  const [tried, setTried] = useState(false);
  const check = () => {
    const rules = new Rules();
    rules.text('name', name, { required: true });
    rules.text('matchCondition', matchCondition, { max: 256 });
    return rules.errors;
  };
  const error = fieldMessages(t, tried ? check() : []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check().length > 0) return;
    create
      .mutateAsync({ name: name.trim(), matchCondition: matchCondition.trim() })
      .then(() => {
        core.feedback.show('success', t('clientSettings.clients.created', { name: name.trim() }));
        setName('');
        setMatchCondition('');
        setTried(false);
      })
      .catch(() => undefined);
  };
  const deleteClient = (clientId: string, clientName: string) =>
    remove
      .mutateAsync([clientId])
      .then(() => core.feedback.show('success', t('clientSettings.clients.deleted', { name: clientName })))
      .catch(() => undefined);
  return (
    <div className="client-settings-clients" part="clients">
      <div className="idm-table-scroll">
        <table className="client-settings-table">
          <caption className="visually-hidden">{t('clientSettings.tabs.clients')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('clientSettings.clients.id')}</th>
              <th scope="col">{t('clientSettings.clients.name')}</th>
              <th scope="col">{t('clientSettings.clients.matchCondition')}</th>
              <th scope="col">{t('clientSettings.clients.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(clients.data ?? []).map((client) => (
              <tr key={client.id}>
                <td>{client.id}</td>
                <td dir="auto">
                  {client.name}
                  {client.isDefault ? ` (${t('clientSettings.clients.default')})` : ''}
                </td>
                <td dir="auto">{client.matchCondition}</td>
                <td>
                  <button type="button" className="idm-button secondary" onClick={() => onOpen(client.id)}>
                    {t('clientSettings.clients.open', { name: client.name })}
                  </button>{' '}
                  {client.isDefault ? null : (
                    <button
                      type="button"
                      className="idm-button secondary"
                      disabled={remove.isPending}
                      onClick={() => void deleteClient(client.id, client.name)}
                    >
                      {t('clientSettings.clients.delete', { name: client.name })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form className="idm-admin-form" noValidate onSubmit={submit}>
        <Heading depth={1}>{t('clientSettings.clients.create')}</Heading>
        <AdminTextField
          id={`${id}-name`}
          label={t('clientSettings.clients.name')}
          value={name}
          required
          error={error('name')}
          onChange={setName}
        />
        <AdminTextField
          id={`${id}-match`}
          label={t('clientSettings.clients.matchCondition')}
          value={matchCondition}
          error={error('matchCondition')}
          onChange={setMatchCondition}
        />
        <FormActions submitLabel={t('clientSettings.clients.createButton')} pending={create.isPending} />
      </form>
    </div>
  );
}
