import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../markdown.module.css';
import { CopyButton } from './CopyButton';

interface CodeBlockProps {
  language: string;
  /** The code as plain text, for the copy button. */
  text: string;
  children: ReactNode;
}

/** A fenced code block: a header with the language and a copy button, then the code. */
export function CodeBlock({ language, text, children }: CodeBlockProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.codeBlock} data-code-block="">
      <div className={styles.codeHeader}>
        <span className={styles.codeLanguage}>{language || t('markdown.code')}</span>
        <CopyButton text={text} />
      </div>
      <pre className={styles.pre}>{children}</pre>
    </div>
  );
}
