import { useId, useMemo, useState } from 'react';
import type { CreatedUser } from '../../api/people';
import { useCore, useTranslation } from '../../core/react';
import { commonName } from '../../domain/format';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { CreateUserForm } from './CreateUserForm';
import {
  containerOptions,
  createFields,
  createUserErrorMessage,
  photoAttribute,
  schemaErrorMessage,
  type ErrorText,
} from './form-model';
import { createUserLinks } from './links';
import { useCreateUser, useCreateUserSchema } from './queries';
import styles from './create-user.css?inline';
import { RouteLink, useAreaStyles } from '../../ui/area';
import { Heading } from '../../ui/Heading';

/**
 * Create User: the form built from the server's `createUser` schema. A failure keeps every value
 * typed and says why (spec section 8); success shows a banner and a link to the new user.
 */
export function CreateUser() {
  const { t } = useTranslation();
  const core = useCore();
  const ref = useAreaStyles<HTMLElement>(styles);
  const headingId = useId();
  const schema = useCreateUserSchema();
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedUser | null>(null);
  // A new, empty form after each user created (a file input cannot be emptied otherwise).
  const [formKey, setFormKey] = useState(0);
  const text: ErrorText = (key, english) => t(key, english);

  const fields = useMemo(() => createFields(schema.data?.attributes ?? []), [schema.data]);
  const containers = useMemo(
    () => containerOptions(schema.data?.attributes ?? [], schema.data?.container ?? ''),
    [schema.data],
  );
  const photo = useMemo(() => photoAttribute(schema.data?.attributes ?? []), [schema.data]);

  const submit = async (input: Parameters<typeof create.mutateAsync>[0]) => {
    setFailure(null);
    setCreated(null);
    try {
      const user = await create.mutateAsync(input);
      setCreated(user);
      setFormKey((key) => key + 1);
      core.feedback.show('success', t('createUser.created', { name: createdName(user) }));
    } catch (error) {
      setFailure(createUserErrorMessage(error, text));
      throw error;
    }
  };

  let body;
  if (schema.isPending) {
    body = <ComponentLoader label={t('createUser.loading')} />;
  } else if (schema.isError) {
    body = (
      <div className="idm-alert alert-danger" role="alert">
        {schemaErrorMessage(schema.error, text)}
      </div>
    );
  } else {
    body = (
      <CreateUserForm
        key={formKey}
        fields={fields}
        containers={containers.choices}
        defaultContainer={containers.defaultDn}
        onSubmit={submit}
        {...(photo ? { photoLabel: photo.label || t('createUser.photo') } : {})}
        status={
          failure ? (
            <div className="idm-alert alert-danger idm-create-user-failure" role="alert">
              {failure}
            </div>
          ) : null
        }
      />
    );
  }

  return (
    <section ref={ref} className="idm-create-user idm-area-page" part="create-user" aria-labelledby={headingId}>
      <Heading id={headingId} className="idm-create-user-title idm-area-title">
        {t('createUser.title')}
      </Heading>
      {created ? (
        <div className="idm-alert alert-success idm-create-user-created" role="status">
          <span>{t('createUser.created', { name: createdName(created) })}</span>{' '}
          <RouteLink href={createUserLinks.user(created.dn)}>{t('createUser.viewUser')}</RouteLink>
        </div>
      ) : null}
      {body}
    </section>
  );
}

function createdName(user: CreatedUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return full || user.cn || commonName(user.dn);
}
