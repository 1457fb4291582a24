import removeMarkdown from 'remove-markdown';

/** A message as one line of a list (an inbox row): its words without Markdown's marks. */
export function previewText(markdown: string): string {
  return removeMarkdown(markdown, { gfm: true, useImgAltText: true }).replace(/\s+/g, ' ').trim();
}
