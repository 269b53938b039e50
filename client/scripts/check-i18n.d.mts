export type Dictionary = { [key: string]: unknown };
export interface TranslationProblem {
  lng: string;
  key: string;
}
export declare function flattenDictionary(dictionary: Dictionary, prefix?: string): Record<string, unknown>;
export declare function findTranslationProblems(dictionaries: Record<string, Dictionary>): {
  missing: TranslationProblem[];
  empty: TranslationProblem[];
};
export declare function readLocales(localesDir: string): Record<string, Dictionary>;
