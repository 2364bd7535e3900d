/**
 * Waits until the shop at `baseUrl` renders pages on the server. Its first render loads the shell's server code and
 * a remote's container, a second or more on a loaded machine; pages asked for meanwhile are rendered in the browser.
 */
export async function untilServerRendered(baseUrl: string, path = '/'): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
    if ((await response.text()).includes('data-server-rendered')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}${path} was never rendered on the server`);
}
