import type { FastifyInstance, FastifyRequest } from 'fastify';
import { helpdeskDetails } from '../../db/clients.js';
import { orgChartQueries } from '../../db/people/org-chart.js';
import { peopleReader, type PersonRow } from '../../db/people/read.js';
import { peopleWriter } from '../../db/people/write.js';
import { principalOf } from '../../http/auth.js';
import { notFound } from '../../http/fault.js';
import type { Helpdesk, Viewer } from '../../people/person-details.js';
import { answerLocale } from '../shell-locale.js';

/** The people repositories of one app, shared by the people routes. */
export interface PeopleContext {
  reader: ReturnType<typeof peopleReader>;
  writer: ReturnType<typeof peopleWriter>;
  org: ReturnType<typeof orgChartQueries>;
  /** The help-desk contact of a client's settings (PersonNode.helpdeskDetails). */
  helpdesk(clientId: string): Helpdesk;
}

export function peopleContext(app: FastifyInstance): PeopleContext {
  const db = app.store.db;
  return {
    reader: peopleReader(db),
    writer: peopleWriter(db, app.sandbox.now),
    org: orgChartQueries(db),
    helpdesk(clientId) {
      const config = app.store.clients.config(clientId) ?? app.store.clients.config('1');
      return config ? helpdeskDetails(config) : { helpdeskName: '', emailAddress: '', contactNumber: '' };
    },
  };
}

export function viewerOf(request: FastifyRequest): Viewer {
  const { user } = principalOf(request);
  // Labels in the console's language (Accept-Language), else the saved preferred locale.
  return {
    dn: user.dn,
    isAdmin: user.is_admin === 1,
    locale: answerLocale(request.headers['accept-language'], user.locale),
  };
}

export const sameDn = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The person with this DN, else a 404 Fault. */
export function personOr404(people: PeopleContext, dn: string): PersonRow {
  const row = people.reader.byDn(dn);
  if (!row) throw notFound(`No user ${dn}.`);
  return row;
}
