/**
 * The user attributes' display labels (and the org chart relationships' names) in the console's other
 * languages. The real server answers the DAL's labels in the user's language; the sandbox does the same
 * with these (English is the attribute's own `displayLabel`, the relationship's `displayName`).
 */
type Translations = Readonly<Record<'de' | 'fr' | 'ar' | 'he', string>>;

const LABELS: Readonly<Record<string, Translations>> = {
  FirstName: { de: 'Vorname', fr: 'Prénom', ar: 'الاسم الأول', he: 'שם פרטי' },
  LastName: { de: 'Nachname', fr: 'Nom', ar: 'اسم العائلة', he: 'שם משפחה' },
  Title: { de: 'Position', fr: 'Fonction', ar: 'المسمى الوظيفي', he: 'תפקיד' },
  Email: { de: 'E-Mail', fr: 'E-mail', ar: 'البريد الإلكتروني', he: 'דוא"ל' },
  TelephoneNumber: { de: 'Telefonnummer', fr: 'Numéro de téléphone', ar: 'رقم الهاتف', he: 'מספר טלפון' },
  Department: { de: 'Abteilung', fr: 'Service', ar: 'القسم', he: 'מחלקה' },
  Location: { de: 'Standort', fr: 'Site', ar: 'الموقع', he: 'מיקום' },
  manager: { de: 'Vorgesetzte(r)', fr: 'Responsable', ar: 'المدير', he: 'מנהל' },
  directReports: {
    de: 'Direkt unterstellte Mitarbeiter',
    fr: 'Subordonnés directs',
    ar: 'المرؤوسون المباشرون',
    he: 'כפופים ישירים',
  },
  Assistant: { de: 'Assistenz', fr: 'Assistant(e)', ar: 'المساعد', he: 'עוזר/ת' },
  Mobile: { de: 'Mobiltelefon', fr: 'Portable', ar: 'الهاتف المحمول', he: 'טלפון נייד' },
  CN: { de: 'Benutzer-ID', fr: 'ID utilisateur', ar: 'معرّف المستخدم', he: 'מזהה משתמש' },
  Initials: { de: 'Initialen', fr: 'Initiales', ar: 'الأحرف الأولى', he: 'ראשי תיבות' },
  WorkforceID: { de: 'Personalnummer', fr: 'Matricule', ar: 'الرقم الوظيفي', he: 'מספר עובד' },
  CostCenter: { de: 'Kostenstelle', fr: 'Centre de coûts', ar: 'مركز التكلفة', he: 'מרכז עלות' },
  HireDate: { de: 'Eintrittsdatum', fr: "Date d'embauche", ar: 'تاريخ التعيين', he: 'תאריך העסקה' },
  LoginDisabled: {
    de: 'Anmeldung deaktiviert',
    fr: 'Connexion désactivée',
    ar: 'تسجيل الدخول معطّل',
    he: 'הכניסה מושבתת',
  },
  Group: { de: 'Gruppen', fr: 'Groupes', ar: 'المجموعات', he: 'קבוצות' },
  UserPhoto: { de: 'Foto', fr: 'Photo', ar: 'الصورة', he: 'תמונה' },
  container: { de: 'Container', fr: 'Conteneur', ar: 'الحاوية', he: 'מכל' },
  password: { de: 'Passwort', fr: 'Mot de passe', ar: 'كلمة المرور', he: 'סיסמה' },
};

const RELATIONSHIP_NAMES: Readonly<Record<string, Translations>> = {
  manager: { de: 'Vorgesetzte(r)', fr: 'Responsable', ar: 'المدير', he: 'מנהל' },
  team: { de: 'Team', fr: 'Équipe', ar: 'الفريق', he: 'צוות' },
};

const byKey = (table: Readonly<Record<string, Translations>>) =>
  new Map(Object.entries(table).map(([key, texts]) => [key.toLowerCase(), texts]));
const ATTRIBUTES = byKey(LABELS);
const RELATIONSHIPS = byKey(RELATIONSHIP_NAMES);

function translate(texts: Translations | undefined, english: string, locale: string | undefined): string {
  const language = (locale ?? '').toLowerCase().split(/[-_]/)[0] as keyof Translations;
  return texts?.[language] ?? english;
}

/** The label of attribute `key` in `locale` ('de', 'fr-CA', …), else `english`. */
export const attributeLabel = (key: string, english: string, locale: string | undefined): string =>
  translate(ATTRIBUTES.get(key.toLowerCase()), english, locale);

/** The name of relationship `key` in `locale`, else `english`. */
export const relationshipName = (key: string, english: string, locale: string | undefined): string =>
  translate(RELATIONSHIPS.get(key.toLowerCase()), english, locale);
