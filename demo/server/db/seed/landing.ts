import type { Database } from 'better-sqlite3';
import { categoryNameKey, itemNameKey } from '../../../../src/domain/landing.js';

/** The seeded categories' and applications' names in de, fr, ar, he (English is their stored name). */
const NAMES: Readonly<Record<string, readonly [de: string, fr: string, ar: string, he: string]>> = {
  Popular: ['Beliebt', 'Populaire', 'الأكثر طلبًا', 'פופולרי'],
  Engineering: ['Entwicklung', 'Ingénierie', 'الهندسة', 'הנדסה'],
  'New hires': ['Neue Mitarbeitende', 'Nouveaux arrivants', 'الموظفون الجدد', 'עובדים חדשים'],
  Applications: ['Anwendungen', 'Applications', 'التطبيقات', 'יישומים'],
  'Request access': ['Zugriff anfordern', "Demander l'accès", 'طلب الوصول', 'בקשת גישה'],
  'Change Password': ['Passwort ändern', 'Changer le mot de passe', 'تغيير كلمة المرور', 'שינוי סיסמה'],
  'Organization Chart': ['Organigramm', 'Organigramme', 'المخطط التنظيمي', 'תרשים ארגוני'],
  'My Tasks': ['Meine Aufgaben', 'Mes tâches', 'مهامي', 'המשימות שלי'],
};
const LOCALES = ['de', 'fr', 'ar', 'he'] as const;

/**
 * The categories of the seeded featured and landing items (landing_categories) and their localised names
 * (ulp_strings); runs after the items are (re)generated, in the caller's transaction.
 */
export function seedLanding(db: Database): void {
  db.exec('DELETE FROM landing_categories');
  db.exec(`INSERT INTO landing_categories (id, list, name, category_order)
    SELECT category_id, list, MIN(category_name), MIN(category_order) FROM landing_items GROUP BY category_id`);
  const put = db.prepare<[string, string, string]>(
    'INSERT OR REPLACE INTO ulp_strings (locale, key, value) VALUES (?, ?, ?)',
  );
  const named = (sql: string, key: (id: number) => string) => {
    for (const row of db.prepare<[], { id: number; name: string }>(sql).all()) {
      const names = NAMES[row.name];
      if (names) LOCALES.forEach((locale, column) => put.run(locale, key(row.id), names[column] ?? row.name));
    }
  };
  named('SELECT id, name FROM landing_categories', categoryNameKey);
  named("SELECT id, name FROM landing_items WHERE entity_type = 'application'", itemNameKey);
}
