import {
  DEFAULT_HELPER_SETTINGS,
  helperSettingsSchema,
  type Helper,
  type HelperKind,
  type HelperSettings,
} from '@miaoyu/contracts/helpers';
import { schemaErrors, type FieldErrors } from '@/lib/form';
import { placeServerError as placeFormError } from '@/lib/form-errors';

/** The editor's fields, in the order of the contract. */
export const SETTINGS_FIELDS = Object.keys(helperSettingsSchema.shape) as (keyof HelperSettings)[];

/** A helper not saved yet: the contract's defaults. */
export function newSettings(kind: HelperKind): HelperSettings {
  return { ...DEFAULT_HELPER_SETTINGS, name: '', kind };
}

/** The settings part of a saved helper, as the form holds them. */
export function settingsOf(helper: Helper): HelperSettings {
  return Object.fromEntries(SETTINGS_FIELDS.map((key) => [key, helper[key]])) as HelperSettings;
}

/** The form's values over the settings they edit: fields the form never showed keep theirs. */
export function mergeValues(base: HelperSettings, values: Partial<HelperSettings>): HelperSettings {
  const merged = { ...base };
  for (const key of SETTINGS_FIELDS)
    if (values[key] !== undefined) Object.assign(merged, { [key]: values[key] });
  // Arco's list fields leave holes for rows added and not typed in yet.
  merged.suggestedQuestions = merged.suggestedQuestions.map((q) => q ?? '');
  return merged;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a save sends: only the fields that differ from the saved version. */
export function changedFields(
  saved: HelperSettings,
  values: HelperSettings,
): Partial<HelperSettings> {
  return Object.fromEntries(
    SETTINGS_FIELDS.filter((key) => !same(saved[key], values[key])).map((key) => [
      key,
      values[key],
    ]),
  );
}

export const hasChanges = (saved: HelperSettings, values: HelperSettings) =>
  Object.keys(changedFields(saved, values)).length > 0;

/** What is wrong with the settings, by field name (`suggestedQuestions[2]`). */
export const settingsErrors = (values: HelperSettings): FieldErrors =>
  schemaErrors(helperSettingsSchema, values);

/**
 * A field's message: its own, or (for fields edited as one control, like tags) the first of its
 * items'.
 */
export function errorOf(errors: FieldErrors, field: string, withItems = false): string | undefined {
  if (errors[field] || !withItems) return errors[field];
  return Object.entries(errors).find(([name]) => name.startsWith(`${field}[`))?.[1];
}

/** A failed save's complaint: on the settings fields it names, else above the form. */
export const placeServerError = (error: unknown) => placeFormError(error, SETTINGS_FIELDS);
