/** Help locales besides English; their pages carry translated titles and headings, the body in English. */
export const TRANSLATED_HELP_LOCALES = ['de', 'fr', 'ar', 'he'] as const;
export type TranslatedHelpLocale = (typeof TRANSLATED_HELP_LOCALES)[number];
export type HelpLocale = 'en' | TranslatedHelpLocale;

export interface HelpChrome {
  product: string;
  actions: string;
  notes: string;
  related: string;
  contents: string;
  englishOnly: string;
  /** Headings of the contents list on the default page. */
  groups: readonly [selfService: string, administration: string, configuration: string];
}

export const CHROME: Readonly<Record<HelpLocale, HelpChrome>> = {
  en: {
    product: 'Identity Manager Dashboard Help',
    actions: 'What you can do',
    notes: 'Good to know',
    related: 'Related topics',
    contents: 'All help topics',
    englishOnly: '',
    groups: ['Using the console', 'Administration', 'Configuration'],
  },
  de: {
    product: 'Hilfe zum Identity Manager Dashboard',
    actions: 'Was Sie tun können',
    notes: 'Gut zu wissen',
    related: 'Verwandte Themen',
    contents: 'Alle Hilfethemen',
    englishOnly: 'Dieses Thema ist noch nicht übersetzt und wird auf Englisch angezeigt.',
    groups: ['Die Konsole verwenden', 'Verwaltung', 'Konfiguration'],
  },
  fr: {
    product: 'Aide du tableau de bord Identity Manager',
    actions: 'Ce que vous pouvez faire',
    notes: 'Bon à savoir',
    related: 'Rubriques connexes',
    contents: "Toutes les rubriques d'aide",
    englishOnly: "Cette rubrique n'est pas encore traduite ; elle s'affiche en anglais.",
    groups: ['Utiliser la console', 'Administration', 'Configuration'],
  },
  ar: {
    product: 'تعليمات لوحة معلومات Identity Manager',
    actions: 'ما يمكنك القيام به',
    notes: 'معلومات مفيدة',
    related: 'مواضيع ذات صلة',
    contents: 'جميع مواضيع التعليمات',
    englishOnly: 'لم تتم ترجمة هذا الموضوع بعد، ولذلك يُعرض باللغة الإنجليزية.',
    groups: ['استخدام وحدة التحكم', 'الإدارة', 'التكوين'],
  },
  he: {
    product: 'עזרה עבור לוח המחוונים של Identity Manager',
    actions: 'מה אפשר לעשות',
    notes: 'כדאי לדעת',
    related: 'נושאים קשורים',
    contents: 'כל נושאי העזרה',
    englishOnly: 'נושא זה טרם תורגם ולכן הוא מוצג באנגלית.',
    groups: ['שימוש במסוף', 'ניהול', 'תצורה'],
  },
};

type Titles = Readonly<Record<string, readonly [de: string, fr: string, ar: string, he: string]>>;

/** Page titles in de, fr, ar, he (English titles are in the topics). */
const TITLES: Titles = {
  default: [
    'Willkommen im Identity Manager Dashboard',
    'Bienvenue dans le tableau de bord Identity Manager',
    'مرحبًا بك في لوحة معلومات Identity Manager',
    'ברוכים הבאים ללוח המחוונים של Identity Manager',
  ],
  dashboard_intro: ['Dashboard', 'Tableau de bord', 'لوحة المعلومات', 'לוח מחוונים'],
  globalDashboard: ['Globales Dashboard', 'Tableau de bord global', 'لوحة المعلومات العامة', 'לוח מחוונים גלובלי'],
  landing: [
    'Anwendungen und Berechtigungen',
    'Applications et autorisations',
    'التطبيقات والأذونات',
    'יישומים והרשאות',
  ],
  'landing-edit': ['Startseite bearbeiten', "Modifier la page d'accueil", 'تحرير الصفحة الرئيسية', 'עריכת דף הנחיתה'],
  users: ['Benutzer', 'Utilisateurs', 'المستخدمون', 'משתמשים'],
  manageusers: ['Benutzer verwalten', 'Gérer les utilisateurs', 'إدارة المستخدمين', 'ניהול משתמשים'],
  detailInfo: ['Identitätsinformationen', "Informations sur l'identité", 'معلومات الهوية', 'פרטי זהות'],
  orgchart: ['Organigramm', 'Organigramme', 'المخطط التنظيمي', 'תרשים ארגוני'],
  profile: ['Mein Profil', 'Mon profil', 'ملفي الشخصي', 'הפרופיל שלי'],
  groups: ['Gruppen', 'Groupes', 'المجموعات', 'קבוצות'],
  teams: ['Teams', 'Équipes', 'الفرق', 'צוותים'],
  requests: ['Zugriff anfordern', "Demander l'accès", 'طلب الوصول', 'בקשת גישה'],
  editrequest: ['Anforderungsseite bearbeiten', 'Modifier la page de demande', 'تحرير صفحة الطلب', 'עריכת דף הבקשה'],
  history: ['Anforderungsverlauf', 'Historique des demandes', 'سجل الطلبات', 'היסטוריית בקשות'],
  tasks: ['Aufgaben', 'Tâches', 'المهام', 'משימות'],
  role: ['Rollen', 'Rôles', 'الأدوار', 'תפקידים'],
  resource: ['Ressourcen', 'Ressources', 'الموارد', 'משאבים'],
  sod: ['Funktionstrennung', 'Séparation des tâches', 'الفصل بين المهام', 'הפרדת תפקידים'],
  delegation: ['Delegierung', 'Délégation', 'التفويض', 'האצלה'],
  availability: ['Verfügbarkeit', 'Disponibilité', 'التوفر', 'זמינות'],
  'proxy-assign': ['Proxy-Zuweisungen', 'Affectations de mandataires', 'تعيينات الوكلاء', 'הקצאות מיופי כוח'],
  permissions: ['Berechtigungen', 'Autorisations', 'الأذونات', 'הרשאות'],
  workflowmonitoring: ['Workflow-Überwachung', 'Surveillance des workflows', 'مراقبة سير العمل', 'ניטור זרימות עבודה'],
  cprs: ['Berechtigungsabgleich', 'Rapprochement des autorisations', 'تسوية الأذونات', 'התאמת הרשאות'],
  'manage-entities': ['Entitäten', 'Entités', 'الكيانات', 'ישויות'],
  'email-approvals': [
    'E-Mail-Genehmigungen',
    'Approbations par e-mail',
    'الموافقات عبر البريد الإلكتروني',
    'אישורים בדוא"ל',
  ],
  settings: ['Einstellungen', 'Paramètres', 'الإعدادات', 'הגדרות'],
  localekit: ['Sprachpaket', 'Kit de langues', 'حزمة اللغات', 'ערכת שפות'],
  configuration: ['Konfiguration', 'Configuration', 'التكوين', 'תצורה'],
  igconfiguration: [
    'Identity Governance-Konfiguration',
    "Configuration d'Identity Governance",
    'تكوين Identity Governance',
    'תצורת Identity Governance',
  ],
  adminassignments: [
    'Administratorzuweisungen',
    "Affectations d'administrateurs",
    'تعيينات المسؤولين',
    'הקצאות מנהלים',
  ],
  caching: ['Caching', 'Mise en cache', 'التخزين المؤقت', 'מטמון'],
  logging: ['Protokollierung', 'Journalisation', 'التسجيل', 'רישום'],
  auditing: ['Überwachung', 'Audit', 'التدقيق', 'ביקורת'],
  forms: ['Formulare', 'Formulaires', 'النماذج', 'טפסים'],
  workflowengine: ['Workflow-Engine', 'Moteur de workflow', 'محرك سير العمل', 'מנוע זרימת עבודה'],
  delegationproxy: [
    'Delegierungs- und Proxy-Einstellungen',
    'Paramètres de délégation et de mandataire',
    'إعدادات التفويض والوكيل',
    'הגדרות האצלה ומיופי כוח',
  ],
  roleresource: [
    'Rollen- und Ressourceneinstellungen',
    'Paramètres des rôles et des ressources',
    'إعدادات الأدوار والموارد',
    'הגדרות תפקידים ומשאבים',
  ],
  cprsconfig: [
    'Einstellungen für den Berechtigungsabgleich',
    'Paramètres du rapprochement des autorisations',
    'إعدادات تسوية الأذونات',
    'הגדרות התאמת הרשאות',
  ],
  driverstatus: ['Treiberstatus', 'État des pilotes', 'حالة برامج التشغيل', 'מצב מנהלי התקנים'],
  accesssettings: ['Zugriffseinstellungen', "Paramètres d'accès", 'إعدادات الوصول', 'הגדרות גישה'],
  clients: ['Clients', 'Clients', 'العملاء', 'לקוחות'],
  codemap: ['Code-Map aktualisieren', 'Actualiser la table de codes', 'تحديث خريطة الرموز', 'רענון מפת קודים'],
};

const INDEX: Readonly<Record<TranslatedHelpLocale, number>> = { de: 0, fr: 1, ar: 2, he: 3 };

/** The page title in `locale`; undefined when there is no translation. */
export function translatedTitle(page: string, locale: TranslatedHelpLocale): string | undefined {
  return TITLES[page]?.[INDEX[locale]];
}

/** Pages with translated titles (a test checks every topic has one). */
export const TRANSLATED_PAGES: readonly string[] = Object.keys(TITLES);
