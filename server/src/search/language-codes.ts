export type LanguageCode = 'ara' | 'eng' | 'fra' | 'deu';
