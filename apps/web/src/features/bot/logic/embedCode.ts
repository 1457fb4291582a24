/** What a site owner pastes or shares to reach the bot by a key, for the studio at `origin`. */
export function embedCode(origin: string, key: string) {
  const encoded = encodeURIComponent(key);
  return {
    /** The chat as a page of its own. */
    directLink: `${origin}/chat1?key=${encoded}`,
    shortLink: `${origin}/setting/r/${encoded}`,
    /** The loader draws the launcher and opens the chat in a frame of its own. */
    script: `<script src="${origin}/embed.js" data-key="${key}" defer></script>`,
    iframe: `<iframe src="${origin}/chat?key=${encoded}" style="width:400px;height:640px;border:0" allow="clipboard-write"></iframe>`,
    /** The chat as the loader shows it, marked as the studio's preview. */
    preview: `${origin}/chat?key=${encoded}&embed=1&preview=1`,
  };
}
