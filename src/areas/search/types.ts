/** Something the box can do at once (proxy as, switch theme or language, sign out): the console's own. */
export interface SearchAction {
  id: string;
  name: string;
  run(): void;
}
