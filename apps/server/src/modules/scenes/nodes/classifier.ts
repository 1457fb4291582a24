import type { SceneNodeOf } from '@miaoyu/contracts';
import type { NodeExecutor } from '../engine/context';
import { asText } from '../engine/conditions';
import { askModel } from './model-call';

type Class = SceneNodeOf<'classifier'>['settings']['classes'][number];

/** Without a model: the class whose label shares the most characters with the question. */
export function classifyByWords(question: string, classes: Class[]): Class {
  const asked = new Set(
    Array.from(question.toLowerCase()).filter((ch) => /[\p{L}\p{N}]/u.test(ch)),
  );
  let best = classes[classes.length - 1]!;
  let bestScore = 0;
  for (const c of classes) {
    const label = Array.from(new Set(Array.from(c.label.toLowerCase()))).filter((ch) =>
      /[\p{L}\p{N}]/u.test(ch),
    );
    const score =
      label.length === 0 ? 0 : label.filter((ch) => asked.has(ch)).length / label.length;
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/** The class a model's answer names: its id, or else its label, whichever comes first. */
export function classNamed(answer: string, classes: Class[]): Class | null {
  const text = answer.toLowerCase();
  let found: { c: Class; at: number } | null = null;
  for (const c of classes)
    for (const name of [c.id.toLowerCase(), c.label.toLowerCase()]) {
      const at = text.indexOf(name);
      if (at >= 0 && (!found || at < found.at)) found = { c, at };
    }
  return found?.c ?? null;
}

/** Picks one class for the question; each class is a branch. */
export const runClassifier: NodeExecutor<SceneNodeOf<'classifier'>> = async (node, ctx) => {
  const { settings } = node;
  const question = asText(ctx.read(settings.query));
  const inputs = { question };
  const target = ctx.services.model(settings.model);
  let chosen: Class | null = null;
  if (target) {
    const instruction = await ctx.render(settings.instruction);
    const list = settings.classes.map((c) => `- ${c.id}: ${c.label}`).join('\n');
    const answer = await askModel(ctx, { ...target, temperature: 0 }, [
      {
        role: 'system',
        content:
          `Classify the user's message into exactly one class. Answer with the class id only.\n` +
          `Classes:\n${list}${instruction ? `\n\n${instruction}` : ''}`,
      },
      { role: 'user', content: question },
    ]);
    chosen = classNamed(answer, settings.classes);
  }
  chosen ??= classifyByWords(question, settings.classes);
  return { outputs: { class: chosen.id, label: chosen.label }, handles: [chosen.id], inputs };
};
