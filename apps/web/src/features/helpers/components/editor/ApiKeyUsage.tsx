import { CopyButton } from '@/components/markdown/components/CopyButton';
import { useTranslation } from 'react-i18next';
import styles from './Drawers.module.css';

/** Calling the helper with a key: the OpenAI wire format, so curl and the `openai` client work. */
export function ApiKeyUsage({ helperCode, apiKey }: { helperCode: string; apiKey: string }) {
  const { t } = useTranslation('helpers');
  const baseUrl = `${window.location.origin}/v1/openai`;
  const curl = [
    `curl ${baseUrl}/chat/completions \\`,
    `  -H "Authorization: Bearer ${apiKey}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"model":"${helperCode}","messages":[{"role":"user","content":"你好"}]}'`,
  ].join('\n');
  const node = [
    `import OpenAI from 'openai';`,
    ``,
    `const client = new OpenAI({`,
    `  baseURL: '${baseUrl}',`,
    `  apiKey: '${apiKey}',`,
    `});`,
    `const answer = await client.chat.completions.create({`,
    `  model: '${helperCode}',`,
    `  messages: [{ role: 'user', content: '你好' }],`,
    `});`,
    `console.log(answer.choices[0].message.content);`,
  ].join('\n');
  return (
    <section className={styles.usage} aria-label={t('editor.keys.usageTitle')}>
      <h3 className={styles.subTitle}>{t('editor.keys.usageTitle')}</h3>
      <p className={styles.hint}>{t('editor.keys.usageHint')}</p>
      {[
        ['curl', curl],
        ['Node.js (openai)', node],
      ].map(([label, code]) => (
        <div key={label} className={styles.snippet}>
          <div className={styles.snippetBar}>
            <span>{label}</span>
            <CopyButton text={code!} />
          </div>
          <pre>{code}</pre>
        </div>
      ))}
    </section>
  );
}
