import { botSettingsSchema, type BotSettings } from '@miaoyu/contracts/bot';
import { schemaErrors, type FieldErrors } from '@/lib/form';

/** The form's top-level fields, as the contract has them (where a 422's details may point). */
export const SETTINGS_FIELDS = Object.keys(botSettingsSchema.shape) as (keyof BotSettings)[];

type FormValues = {
  look?: Partial<BotSettings['look']>;
  handoff?: Partial<BotSettings['handoff']>;
  dailyCap?: number | null;
};

/** The form's values over the saved settings: fields the form has not shown keep theirs. */
export function mergeSettings(base: BotSettings, values: FormValues): BotSettings {
  const defined = <T extends object>(part: T | undefined) =>
    Object.fromEntries(Object.entries(part ?? {}).filter(([, v]) => v !== undefined));
  return {
    look: { ...base.look, ...defined(values.look) },
    handoff: { ...base.handoff, ...defined(values.handoff) },
    // A cleared number box means no cap, as 0 does.
    dailyCap: values.dailyCap === undefined ? base.dailyCap : (values.dailyCap ?? 0),
  };
}

/** What is wrong with the settings, by field name (`look.primaryColor`). */
export const settingsErrors = (values: BotSettings): FieldErrors =>
  schemaErrors(botSettingsSchema, values);

export const sameSettings = (a: BotSettings, b: BotSettings) =>
  JSON.stringify(a) === JSON.stringify(b);
