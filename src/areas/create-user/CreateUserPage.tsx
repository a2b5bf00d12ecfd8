import { CreateUser } from './CreateUser';

/** `#/createUser`. */
export default function CreateUserPage() {
  return <CreateUser />;
}
