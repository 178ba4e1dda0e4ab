// The contact page's map frame comes from a third party, so it loads only when the visitor asks.
const slot = document.querySelector<HTMLElement>('[data-map-slot]');
slot?.querySelector('[data-map-load]')?.addEventListener('click', () => {
  const frame = document.createElement('iframe');
  frame.src = slot.dataset.src ?? '';
  frame.title = 'Map of our Gravesend workshop';
  frame.className = 'map-frame';
  frame.loading = 'lazy';
  frame.referrerPolicy = 'no-referrer';
  // Google's map needs its scripts and its own origin's storage, and opens directions in a new tab; nothing else.
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  slot.replaceChildren(frame);
  frame.focus();
});
export {};
