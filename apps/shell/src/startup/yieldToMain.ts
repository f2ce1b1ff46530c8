/**
 * Resolves in a new task, so the browser can handle input and paint first. A message on a fresh
 * channel, not `setTimeout(0)`, which browsers stretch to 4 ms once timeouts nest.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
