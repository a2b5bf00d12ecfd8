import type { TranslatedHelpLocale } from '../help/translations.js';

type Names = readonly [de: string, fr: string, ar: string, he: string];
const COLUMN: Readonly<Record<TranslatedHelpLocale, number>> = { de: 0, fr: 1, ar: 2, he: 3 };

/** Menu entry names by mapName in de, fr, ar, he (English is in the menu itself). */
const NAMES: Readonly<Record<string, Names>> = {
  dashboard: ['Dashboard', 'Tableau de bord', 'لوحة المعلومات', 'לוח מחוונים'],
  landing: ['Anwendungen', 'Applications', 'التطبيقات', 'יישומים'],
  globalDashboard: ['Globales Dashboard', 'Tableau de bord global', 'لوحة المعلومات العامة', 'לוח מחוונים גלובלי'],
  editlanding: ['Landingpage bearbeiten', "Modifier la page d'accueil", 'تحرير الصفحة الرئيسية', 'עריכת דף הנחיתה'],
  editrequest: ['Anforderungsseite bearbeiten', 'Modifier la page de demande', 'تحرير صفحة الطلب', 'עריכת דף הבקשה'],
  people: ['Personen', 'Personnes', 'الأشخاص', 'אנשים'],
  users: ['Benutzer', 'Utilisateurs', 'المستخدمون', 'משתמשים'],
  createUser: ['Benutzer erstellen', 'Créer un utilisateur', 'إنشاء مستخدم', 'יצירת משתמש'],
  manageusers: ['Benutzer verwalten', 'Gérer les utilisateurs', 'إدارة المستخدمين', 'ניהול משתמשים'],
  orgchart: ['Organigramm', 'Organigramme', 'المخطط التنظيمي', 'תרשים ארגוני'],
  groups: ['Gruppen', 'Groupes', 'المجموعات', 'קבוצות'],
  teams: ['Teams', 'Équipes', 'الفرق', 'צוותים'],
  entities: ['Entitäten', 'Entités', 'الكيانات', 'ישויות'],
  helpdesk: ['Helpdesk-Tickets', 'Tickets du support', 'تذاكر مكتب المساعدة', 'קריאות מוקד התמיכה'],
  access: ['Zugriff', 'Accès', 'الوصول', 'גישה'],
  requests: ['Anfordern', 'Demander', 'طلب', 'בקשה'],
  history: ['Anforderungsverlauf', 'Historique des demandes', 'سجل الطلبات', 'היסטוריית בקשות'],
  tasks: ['Aufgaben', 'Tâches', 'المهام', 'משימות'],
  administration: ['Verwaltung', 'Administration', 'الإدارة', 'ניהול'],
  role: ['Rollen', 'Rôles', 'الأدوار', 'תפקידים'],
  resource: ['Ressourcen', 'Ressources', 'الموارد', 'משאבים'],
  cprs: ['Berechtigungsabgleich', 'Rapprochement des autorisations', 'تسوية الأذونات', 'התאמת הרשאות'],
  sod: ['Funktionstrennung', 'Séparation des tâches', 'الفصل بين المهام', 'הפרדת תפקידים'],
  delegation: ['Delegierung', 'Délégation', 'التفويض', 'האצלה'],
  availability: ['Verfügbarkeit', 'Disponibilité', 'التوفر', 'זמינות'],
  proxyassignments: ['Proxy-Zuweisungen', 'Affectations de mandataires', 'تعيينات الوكلاء', 'הקצאות מיופי כוח'],
  permissions: ['Berechtigungen', 'Autorisations', 'الأذونات', 'הרשאות'],
  workflowmonitoring: ['Workflow-Überwachung', 'Surveillance des workflows', 'مراقبة سير العمل', 'ניטור זרימות עבודה'],
  settings: ['Einstellungen', 'Paramètres', 'الإعدادات', 'הגדרות'],
  configuration: ['Konfiguration', 'Configuration', 'التكوين', 'תצורה'],
  emailapproval: [
    'E-Mail-Genehmigung',
    'Approbation par e-mail',
    'الموافقة عبر البريد الإلكتروني',
    'אישור בדואר אלקטרוני',
  ],
  localekit: ['Sprachpaket', 'Kit de langues', 'حزمة اللغات', 'ערכת שפות'],
  profileMenu: ['Profil', 'Profil', 'الملف الشخصي', 'פרופיל'],
  profile: ['Mein Profil', 'Mon profil', 'ملفي الشخصي', 'הפרופיל שלי'],
};

/** Whether every language has a name for the entry. */
export function hasMenuTranslations(mapName: string): boolean {
  return NAMES[mapName] !== undefined;
}

/** The entry's name in `locale`; English (the menu's own name) for English or an unknown entry. */
export function localizedMenuName(mapName: string, englishName: string, locale: string): string {
  const column = COLUMN[locale as TranslatedHelpLocale];
  return column === undefined ? englishName : (NAMES[mapName]?.[column] ?? englishName);
}
