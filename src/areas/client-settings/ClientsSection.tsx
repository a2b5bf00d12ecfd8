import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientListQuery, useCreateClient, useDeleteClients } from '../../api/settings-admin';
import { useCore, useTranslation } from '../../core/react';
import { Rules } from '../../domain/settings-rules';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { SettingsForm } from '../../ui/form';
import { Heading } from '../../ui/Heading';

interface NewClient {
  name: string;
  matchCondition: string;
}
const NO_CLIENT: NewClient = { name: '', matchCondition: '' };

/** The server's rules of a client's name and match condition. */
function validateClient(value: NewClient) {
  const rules = new Rules();
  rules.text('name', value.name, { required: true });
  rules.text('matchCondition', value.matchCondition, { max: 256 });
  return rules.errors;
}

/** The clients: list, create (with the default settings), delete (never the default client). */
export function ClientsSection({ onOpen }: { onOpen(clientId: string): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const clients = useQuery(clientListQuery(core));
  const create = useCreateClient();
  const remove = useDeleteClients();
  // A created client starts an empty form again.
  const [created, setCreated] = useState(0);
  const deleteClient = (clientId: string, clientName: string) =>
    remove
      .mutateAsync([clientId])
      .then(() => core.feedback.show('success', t('clientSettings.clients.deleted', { name: clientName })))
      .catch(() => undefined);
  return (
    <div className="client-settings-clients" part="clients">
      <div className="idm-table-scroll" tabIndex={0}>
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
      <Heading depth={1}>{t('clientSettings.clients.create')}</Heading>
      <SettingsForm<NewClient>
        key={created}
        part="create-client"
        initial={NO_CLIENT}
        validate={validateClient}
        submitLabel={t('clientSettings.clients.createButton')}
        onSave={(value) => create.mutateAsync({ name: value.name.trim(), matchCondition: value.matchCondition.trim() })}
        onSaved={(value) => {
          core.feedback.show('success', t('clientSettings.clients.created', { name: value.name.trim() }));
          setCreated((count) => count + 1);
        }}
        fieldLabel={(field) => t(`clientSettings.clients.${field}`)}
      >
        {(value, set, message, id) => (
          <>
            <AdminTextField
              id={`${id}-name`}
              label={t('clientSettings.clients.name')}
              value={value.name}
              required
              error={message('name')}
              onChange={(name) => set({ name })}
            />
            <AdminTextField
              id={`${id}-match`}
              label={t('clientSettings.clients.matchCondition')}
              value={value.matchCondition}
              error={message('matchCondition')}
              onChange={(matchCondition) => set({ matchCondition })}
            />
          </>
        )}
      </SettingsForm>
    </div>
  );
}
