import type { BrowserContext } from '@playwright/test';

/**
 * Google's popup sign-in needs Google's `gapi` loader (https://apis.google.com/js/api.js) twice, even against
 * the Auth emulator: the Firebase SDK embeds the emulator's helper iframe with `gapi.iframes`, and that
 * iframe talks back through `gapi.iframes` too. The machines these tests run on reach no Google host, so
 * this serves a stand-in for that one script: just the `gapi.iframes` calls the SDK and the emulator's
 * iframe make, over window.postMessage. Everything else — the SDK, the emulator, its account chooser, the
 * ID token, the API — is the real thing. The emulator's widget also pulls styles and a Material script
 * from CDNs; those are refused at once rather than left to time out.
 */
export async function serveGoogleScriptsOffline(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: `(${gapiStandIn.toString()})();` }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

/** Runs in the browser (shop page and emulator iframe), serialised: it may use nothing from this module. */
function gapiStandIn(): void {
  const w = window as unknown as Record<string, unknown>;
  const MARK = '__gapiStandIn';
  type Handler = (data: unknown) => unknown;
  let nextId = 1;

  /** One end of a frame-to-frame channel: request/response messages, handlers by type. */
  function channel(peer: () => Window | null, isFromPeer: (source: MessageEventSource | null) => boolean) {
    const handlers = new Map<string, Handler>();
    const pending = new Map<number, (responses: unknown[]) => void>();
    window.addEventListener('message', (event) => {
      const message = event.data;
      if (!message || message[MARK] !== true || !isFromPeer(event.source)) return;
      if (message.kind === 'response') {
        const callback = pending.get(message.id);
        pending.delete(message.id);
        // gapi swallows what callbacks throw; the SDK's web-storage callback relies on that.
        try {
          callback?.([message.result]);
        } catch {
          // ignored like gapi does
        }
        return;
      }
      const handler = handlers.get(message.type);
      // A request for a type nobody registered yet gets no answer (ping retries until the peer is ready).
      if (!handler) return;
      peer()?.postMessage({ [MARK]: true, kind: 'response', id: message.id, result: handler(message.data) }, '*');
    });
    const send = (type: string, data: unknown, callback?: (responses: unknown[]) => void) => {
      const id = nextId++;
      if (callback) pending.set(id, callback);
      peer()?.postMessage({ [MARK]: true, kind: 'request', id, type, data }, '*');
    };
    return {
      register: (type: string, handler: Handler) => void handlers.set(type, handler),
      send,
      restyle: () => Promise.resolve(),
      /** Resolves once the other frame answers; asks again every 100 ms until then. */
      ping(callback: () => void) {
        return new Promise<void>((resolve) => {
          let answered = false;
          const ask = () => {
            if (answered) return;
            send('__ping', null, () => {
              if (answered) return;
              answered = true;
              callback();
              resolve();
            });
            setTimeout(ask, 100);
          };
          ask();
        });
      },
    };
  }

  const iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    Iframe: function Iframe() {},
    getContext: () => ({
      /** The SDK's helper iframe: embedded where asked, with the SDK's attributes. */
      open(
        options: { where: HTMLElement; url: string; attributes?: { style?: Record<string, string> } & Record<string, unknown> },
        onOpened: (frame: unknown) => unknown,
      ) {
        const element = document.createElement('iframe');
        element.src = options.url;
        for (const [name, value] of Object.entries(options.attributes ?? {})) {
          if (name === 'style') Object.assign(element.style, value);
          else element.setAttribute(name, String(value));
        }
        options.where.appendChild(element);
        const frame = channel(
          () => element.contentWindow,
          (source) => source === element.contentWindow,
        );
        return Promise.resolve(onOpened(frame));
      },
      /** Inside the emulator's iframe: the channel to the page that embedded it. */
      getParentIframe() {
        const parent = channel(
          () => window.parent,
          (source) => source === window.parent,
        );
        parent.register('__ping', () => 'pong');
        return parent;
      },
    }),
  };

  w.gapi = {
    iframes,
    load(_modules: string, options: { callback?: () => void } | (() => void)) {
      setTimeout(() => (typeof options === 'function' ? options() : options.callback?.()), 0);
    },
  };
  // The SDK names its callback in `?onload=`; the emulator's iframe defines gapi_onload, as api.js expects.
  const onload = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href).searchParams.get('onload');
  setTimeout(() => {
    const callback = (onload && w[onload]) || w.gapi_onload;
    if (typeof callback === 'function') callback();
  }, 0);
}
