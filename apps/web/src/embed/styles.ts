/**
 * The launcher's and panel's styles, inside their shadow root: the host page's CSS cannot reach
 * them, and they cannot reach the host page. `--c`/`--fg` are the bot's colour and its text.
 */
export const WIDGET_CSS = `
:host{all:initial}
.launcher{position:fixed;bottom:20px;right:20px;z-index:2147483000;display:flex;align-items:center;justify-content:center;width:56px;height:56px;margin:0;padding:0;border:0;border-radius:50%;background:var(--c);color:var(--fg);box-shadow:0 4px 16px rgba(0,0,0,.22);cursor:pointer;transition:transform .15s}
.launcher:hover{transform:scale(1.06)}
.launcher:focus-visible{outline:3px solid var(--c);outline-offset:3px}
.launcher svg{width:28px;height:28px}
.launcher .x,.open .launcher .i{display:none}
.open .launcher .x{display:block}
.badge{position:absolute;top:-2px;right:-2px;box-sizing:border-box;min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:#f53f3f;color:#fff;font:600 12px/20px -apple-system,BlinkMacSystemFont,Arial,sans-serif;text-align:center}
.badge[hidden]{display:none}
.panel{position:fixed;bottom:88px;right:20px;z-index:2147483000;display:none;width:400px;max-width:calc(100vw - 40px);height:640px;max-height:calc(100vh - 108px);border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.22)}
.left .launcher,.left .panel{right:auto;left:20px}
.open .panel{display:block}
.close{display:none;position:absolute;top:8px;right:8px;z-index:1;align-items:center;justify-content:center;width:40px;height:40px;margin:0;padding:0;border:0;border-radius:50%;background:#fff;color:#4e5969;box-shadow:0 1px 6px rgba(0,0,0,.2);cursor:pointer}
.close svg{width:22px;height:22px}
.close:focus-visible{outline:3px solid var(--c);outline-offset:2px}
iframe{display:block;width:100%;height:100%;border:0}
@media (max-width:480px){.panel,.left .panel{top:0;right:0;bottom:0;left:0;width:100%;max-width:none;height:100%;max-height:none;border-radius:0}.open .launcher{display:none}.close{display:flex}}
`;
