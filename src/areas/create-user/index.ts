export { CreateUser } from './CreateUser';
export { default as createUserStyles } from './create-user.css?inline';
