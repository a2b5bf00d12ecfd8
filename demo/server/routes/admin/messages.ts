import type { FaultCatalogue } from '../../http/fault-translations.js';

/**
 * What a person using the console can be told by the administrator assignment and permission routes, in de,
 * fr, ar and he (http/fault-translations.ts answers them in the caller's language).
 */
export const ADMIN_MESSAGES: FaultCatalogue = [
  [
    '{0} is a dynamic group chosen by {1}, which every user may change in his own profile: anyone could make himself a member and gain what it holds. Assign a static group, the users or a container instead.',
    [
      '{0} ist eine dynamische Gruppe nach {1}, das jeder Benutzer in seinem eigenen Profil ändern kann: jeder könnte sich selbst zum Mitglied machen und erhalten, was sie hält. Weisen Sie stattdessen eine statische Gruppe, die Benutzer oder einen Container zu.',
      '{0} est un groupe dynamique choisi par {1}, que chaque utilisateur peut modifier dans son propre profil : n’importe qui pourrait s’en rendre membre et obtenir ce qu’il détient. Affectez plutôt un groupe statique, les utilisateurs ou un conteneur.',
      '{0} مجموعة ديناميكية تُختار حسب {1}، الذي يمكن لكل مستخدم تغييره في ملفه الشخصي: يمكن لأي شخص أن يجعل نفسه عضوًا ويحصل على ما تملكه. عيّن بدلاً من ذلك مجموعة ثابتة أو المستخدمين أو حاوية.',
      '{0} היא קבוצה דינמית שנבחרת לפי {1}, שכל משתמש יכול לשנות בפרופיל שלו: כל אחד יכול להפוך את עצמו לחבר ולקבל את מה שהיא מחזיקה. הקצו במקום זאת קבוצה סטטית, את המשתמשים או מכל.',
    ],
  ],
  [
    'Only administrators may see administrator assignments.',
    [
      'Nur Administratoren sehen Administratorzuweisungen.',
      'Seuls les administrateurs voient les affectations d’administrateurs.',
      'يمكن للمسؤولين فقط رؤية تعيينات المسؤولين.',
      'רק מנהלים רואים הקצאות מנהלים.',
    ],
  ],
  [
    'Only administrators may see permissions.',
    [
      'Nur Administratoren sehen Berechtigungen.',
      'Seuls les administrateurs voient les autorisations.',
      'يمكن للمسؤولين فقط رؤية الأذونات.',
      'רק מנהלים רואים הרשאות.',
    ],
  ],
  [
    'Only administrators of {0} may do this.',
    [
      'Nur Administratoren von {0} dürfen das.',
      'Seuls les administrateurs de {0} peuvent faire cela.',
      'يمكن لمسؤولي {0} فقط القيام بذلك.',
      'רק מנהלי {0} רשאים לעשות זאת.',
    ],
  ],
  [
    'You may not make {0}s of {1}.',
    [
      'Sie dürfen keine {0} von {1} ernennen.',
      'Vous ne pouvez pas nommer de {0} de {1}.',
      'لا يُسمح لك بتعيين {0} لـ {1}.',
      'אינך רשאי למנות {0} של {1}.',
    ],
  ],
  [
    '{0} is already an administrator of {1}: remove that assignment first.',
    [
      '{0} ist bereits Administrator von {1}: Entfernen Sie zuerst diese Zuweisung.',
      '{0} est déjà administrateur de {1} : retirez d’abord cette affectation.',
      '{0} مسؤول بالفعل عن {1}: أزل ذلك التعيين أولاً.',
      '{0} כבר מנהל של {1}: הסירו קודם את ההקצאה הזו.',
    ],
  ],
  [
    'You may not remove administrators of {0}.',
    [
      'Sie dürfen Administratoren von {0} nicht entfernen.',
      'Vous ne pouvez pas retirer les administrateurs de {0}.',
      'لا يُسمح لك بإزالة مسؤولي {0}.',
      'אינך רשאי להסיר מנהלים של {0}.',
    ],
  ],
  [
    'There is no such administrator assignment.',
    [
      'Diese Administratorzuweisung gibt es nicht (mehr).',
      'Cette affectation d’administrateur n’existe pas.',
      'لا يوجد تعيين مسؤول كهذا.',
      'אין הקצאת מנהל כזו.',
    ],
  ],
  [
    'Invalid input: expirationDate must be after the effective date (and in the future).',
    [
      'Das Ablaufdatum muss nach dem Beginn (und in der Zukunft) liegen.',
      'La date d’expiration doit suivre la date d’effet (et être dans le futur).',
      'يجب أن يكون تاريخ الانتهاء بعد تاريخ السريان (وفي المستقبل).',
      'תאריך התפוגה חייב להיות אחרי תאריך התחילה (ובעתיד).',
    ],
  ],
];
