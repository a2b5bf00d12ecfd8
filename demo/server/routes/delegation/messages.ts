import type { FaultCatalogue } from '../../http/fault-translations.js';

/**
 * What a person using the console can be told by the delegation, availability and proxy routes, in de, fr, ar
 * and he (http/fault-translations.ts answers them in the caller's language). The English is what the routes throw.
 */
export const WHO_ACTS_MESSAGES: FaultCatalogue = [
  [
    'This period overlaps the delegation to {0} from {1} to {2} for the same requests.',
    [
      'Dieser Zeitraum überschneidet sich mit der Delegierung an {0} vom {1} bis {2} für dieselben Anforderungen.',
      'Cette période chevauche la délégation à {0} du {1} au {2} pour les mêmes demandes.',
      'تتداخل هذه الفترة مع التفويض إلى {0} من {1} إلى {2} للطلبات نفسها.',
      'תקופה זו חופפת להאצלה אל {0} מ-{1} עד {2} עבור אותן בקשות.',
    ],
  ],
  [
    'This period overlaps the unavailability from {0} to {1}.',
    [
      'Dieser Zeitraum überschneidet sich mit der Abwesenheit vom {0} bis {1}.',
      "Cette période chevauche l'indisponibilité du {0} au {1}.",
      'تتداخل هذه الفترة مع فترة عدم التوفر من {0} إلى {1}.',
      'תקופה זו חופפת לאי-הזמינות מ-{0} עד {1}.',
    ],
  ],
  [
    'The delegation must end after it starts.',
    [
      'Die Delegierung muss nach ihrem Beginn enden.',
      'La délégation doit se terminer après son début.',
      'يجب أن ينتهي التفويض بعد بدئه.',
      'ההאצלה חייבת להסתיים אחרי שהיא מתחילה.',
    ],
  ],
  [
    'This period is over: a delegation must end in the future.',
    [
      'Dieser Zeitraum ist vorbei: Eine Delegierung muss in der Zukunft enden.',
      'Cette période est passée : une délégation doit se terminer dans le futur.',
      'انتهت هذه الفترة: يجب أن ينتهي التفويض في المستقبل.',
      'תקופה זו הסתיימה: האצלה חייבת להסתיים בעתיד.',
    ],
  ],
  [
    'The period must end after it starts.',
    [
      'Der Zeitraum muss nach seinem Beginn enden.',
      'La période doit se terminer après son début.',
      'يجب أن تنتهي الفترة بعد بدئها.',
      'התקופה חייבת להסתיים אחרי שהיא מתחילה.',
    ],
  ],
  [
    'This period is over: it must end in the future.',
    [
      'Dieser Zeitraum ist vorbei: Er muss in der Zukunft enden.',
      'Cette période est passée : elle doit se terminer dans le futur.',
      'انتهت هذه الفترة: يجب أن تنتهي في المستقبل.',
      'תקופה זו הסתיימה: היא חייבת להסתיים בעתיד.',
    ],
  ],
  [
    'Invalid input: a user cannot delegate to themselves.',
    [
      'Niemand kann an sich selbst delegieren.',
      'Personne ne peut se déléguer à soi-même.',
      'لا يمكن للمستخدم أن يفوض نفسه.',
      'משתמש אינו יכול להאציל לעצמו.',
    ],
  ],
  [
    'Invalid input: {0} has no manager to delegate to.',
    [
      '{0} hat keinen Vorgesetzten, an den delegiert werden kann.',
      "{0} n'a pas de responsable à qui déléguer.",
      'ليس لدى {0} مدير للتفويض إليه.',
      'ל-{0} אין מנהל שאפשר להאציל אליו.',
    ],
  ],
  [
    'Invalid input: choose the requests to delegate (requestDefs), or allRequests.',
    [
      'Wählen Sie die zu delegierenden Anforderungen oder alle Anforderungen.',
      'Choisissez les demandes à déléguer, ou toutes les demandes.',
      'اختر الطلبات المراد تفويضها، أو جميع الطلبات.',
      'בחרו את הבקשות להאצלה, או את כל הבקשות.',
    ],
  ],
  [
    'You may not manage the delegations of {0}.',
    [
      'Sie dürfen die Delegierungen von {0} nicht verwalten.',
      "Vous n'êtes pas autorisé à gérer les délégations de {0}.",
      'لا يُسمح لك بإدارة تفويضات {0}.',
      'אינך רשאי לנהל את ההאצלות של {0}.',
    ],
  ],
  [
    'You may not manage the availability of {0}.',
    [
      'Sie dürfen die Verfügbarkeit von {0} nicht verwalten.',
      "Vous n'êtes pas autorisé à gérer la disponibilité de {0}.",
      'لا يُسمح لك بإدارة توفر {0}.',
      'אינך רשאי לנהל את הזמינות של {0}.',
    ],
  ],
  [
    'You may not change the delegations of {0}.',
    [
      'Sie dürfen die Delegierungen von {0} nicht ändern.',
      "Vous n'êtes pas autorisé à modifier les délégations de {0}.",
      'لا يُسمح لك بتغيير تفويضات {0}.',
      'אינך רשאי לשנות את ההאצלות של {0}.',
    ],
  ],
  [
    'You may not see the delegations of {0}.',
    [
      'Sie dürfen die Delegierungen von {0} nicht sehen.',
      "Vous n'êtes pas autorisé à voir les délégations de {0}.",
      'لا يُسمح لك برؤية تفويضات {0}.',
      'אינך רשאי לראות את ההאצלות של {0}.',
    ],
  ],
  [
    'You may not change the availability of {0}.',
    [
      'Sie dürfen die Verfügbarkeit von {0} nicht ändern.',
      "Vous n'êtes pas autorisé à modifier la disponibilité de {0}.",
      'لا يُسمح لك بتغيير توفر {0}.',
      'אינך רשאי לשנות את הזמינות של {0}.',
    ],
  ],
  [
    'You do not have the right "{0}".',
    [
      'Sie haben das Recht „{0}“ nicht.',
      "Vous n'avez pas le droit « {0} ».",
      'ليس لديك الحق "{0}".',
      'אין לך את ההרשאה "{0}".',
    ],
  ],
  [
    'There is no delegation {0}.',
    [
      'Die Delegierung {0} gibt es nicht (mehr).',
      "La délégation {0} n'existe pas.",
      'لا يوجد تفويض {0}.',
      'אין האצלה {0}.',
    ],
  ],
  [
    'There is no availability {0}.',
    [
      'Den Abwesenheitszeitraum {0} gibt es nicht (mehr).',
      "La période d'indisponibilité {0} n'existe pas.",
      'لا توجد فترة عدم توفر {0}.',
      'אין תקופת אי-זמינות {0}.',
    ],
  ],
  [
    'There is no proxy definition {0}.',
    [
      'Die Proxy-Zuweisung {0} gibt es nicht (mehr).',
      "L'affectation de mandataire {0} n'existe pas.",
      'لا يوجد تعيين وكيل {0}.',
      'אין הקצאת מיופה כוח {0}.',
    ],
  ],
  [
    'This expiry is in the past: a proxy assignment must end in the future.',
    [
      'Dieses Ablaufdatum liegt in der Vergangenheit: Eine Proxy-Zuweisung muss in der Zukunft enden.',
      'Cette expiration est passée : une affectation de mandataire doit se terminer dans le futur.',
      'تاريخ الانتهاء هذا في الماضي: يجب أن ينتهي تعيين الوكيل في المستقبل.',
      'מועד התפוגה הזה עבר: הקצאת מיופה כוח חייבת להסתיים בעתיד.',
    ],
  ],
  [
    'Invalid input: a user cannot be their own proxy.',
    [
      'Niemand kann sein eigener Proxy sein.',
      'Personne ne peut être son propre mandataire.',
      'لا يمكن للمستخدم أن يكون وكيلاً عن نفسه.',
      'משתמש אינו יכול להיות מיופה הכוח של עצמו.',
    ],
  ],
  [
    '{0} may already act for {1}: edit that assignment.',
    [
      '{0} darf bereits für {1} handeln: Bearbeiten Sie diese Zuweisung.',
      '{0} peut déjà agir pour {1} : modifiez cette affectation.',
      '{0} يمكنه بالفعل التصرف نيابةً عن {1}: عدّل ذلك التعيين.',
      '{0} כבר רשאי לפעול בשם {1}: ערכו את ההקצאה הזו.',
    ],
  ],
];
