import { sectionHref } from '../../core/navigation';

export const createUserLinks = {
  form: () => sectionHref('createUser'),
  /** The new user's page in the user catalog. */
  user: (dn: string) => sectionHref('users', dn),
};
