// Validation texts of docs/product.md, word for word. Both the forms and the server answer with these.
export const MSG = {
  fullNameRequired: 'Full name is required',
  nameMin: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  roleRequired: 'Please select a role',
  botNameRequired: 'Bot name is required',
  botNameMin: 'Bot name must be at least 2 characters',
  subjectRequired: 'Subject is required',
  gradeRequired: 'Please select a grade',
  languagesRequired: 'Please select at least one language',
  nameRequired: 'Name is required',
  botIdRequired: 'Please enter a Bot ID',
  // Additions of issue 8 (not in docs/product.md): rules for new passwords and profile changes.
  passwordNewMin: 'Password must be at least 8 characters',
  passwordCommon: 'This password is too common. Please choose one that is harder to guess.',
  currentPasswordRequired: 'Enter your current password to change your email or password',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

/** 403 detail of a bot its teacher turned off (issue 10): the chat screen shows it in the UI language. */
export const BOT_DISABLED_DETAIL =
  'Your teacher has turned this bot off for now, so it cannot answer. Please ask your teacher when it will be back.';
