/** One help page: what the console page is for and what can be done there (English). */
export interface HelpTopic {
  title: string;
  /** What the page is for, in a sentence or two. */
  purpose: string;
  /** The main actions, one short sentence each. */
  actions: readonly string[];
  /** Good to know: rules, limits, where things come from. */
  notes?: readonly string[];
  /** Names of related help pages. */
  related?: readonly string[];
}

export type HelpTopics = Readonly<Record<string, HelpTopic>>;
