/**
 * What the model is told when it writes or changes a page. The page is shown in a sandbox that
 * reaches nothing, so it must carry everything it needs inside itself.
 */
import type { StatelessTurn } from '../conversation';

export const PAGE_WRITER_INSTRUCTION = `You write self-contained web pages (HTML documents).
Rules for every page you write:
- Answer with exactly one complete HTML document in a single \`\`\`html code block, from <!DOCTYPE html> to </html>, and nothing after it.
- Put all CSS in <style> and all JavaScript in inline <script>. Never load anything from the network: no external scripts, stylesheets, fonts, images, iframes, fetch or XMLHttpRequest; the page is shown where the network is blocked.
- Images only as inline SVG or data: URIs; charts drawn with inline SVG or <canvas> and your own small script.
- Mobile first: it is read on phones (375 px wide) as well as computers; use a viewport meta tag and responsive layout.
- Give the document a short, meaningful <title>.
- Write in the language of the request (Chinese when the request is in Chinese).
- No forms that submit anywhere, no links that open new windows, no redirects.`;

/** The instruction a page is written under: the helper's own (its voice, its facts), then ours. */
export function writerInstruction(helperInstruction: string): string {
  return helperInstruction.trim()
    ? `${helperInstruction.trim()}\n\n${PAGE_WRITER_INSTRUCTION}`
    : PAGE_WRITER_INSTRUCTION;
}

/** A new page: from the conversation before it (when any), as the person asks. */
export function newPagePrompt(request: string, fromConversation: boolean): string {
  return fromConversation
    ? `Using the conversation above (above all its last answer), write a web page.\nRequest: ${request}`
    : `Write a web page.\nRequest: ${request}`;
}

/** A change: the page as it is, then the change asked for, answered with the whole new page. */
export function changeTurns(currentHtml: string, request: string) {
  const history: StatelessTurn[] = [
    { role: 'user', content: 'Here is the current page.' },
    { role: 'assistant', content: `\`\`\`html\n${currentHtml}\n\`\`\`` },
  ];
  const prompt = `Change the page as follows, keeping everything else as it is, and answer with the whole updated page.\nChange: ${request}`;
  return { history, prompt };
}
