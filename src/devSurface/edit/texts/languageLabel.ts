// How the gallery names a language beside its texts: 'German (de)' (its words are English: a team tool).
const names = new Intl.DisplayNames(['en'], { type: 'language' });

export const languageLabel = (lang: string) => `${names.of(lang)} (${lang})`;
