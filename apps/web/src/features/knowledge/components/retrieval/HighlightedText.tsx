import { highlightParts } from '../../logic/highlight';
import styles from './Retrieval.module.css';

/** A passage with the searched terms marked: text nodes only, the passage is never parsed as HTML. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.hit ? (
          <mark key={index} className={styles.hit}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
