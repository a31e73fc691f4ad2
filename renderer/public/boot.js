// Starts core's boot snapshot (app/boot) the moment the page has window.wallet, before the app bundle has loaded;
// renderer/src/lib/boot.ts takes the pending answer over. Plain script (copied as-is by Vite): it must stay tiny.
(function () {
  'use strict';
  var wallet = window.wallet;
  if (!wallet || typeof wallet.invoke !== 'function') return;
  Object.defineProperty(window, '__xyzBootCall', {
    value: wallet.invoke('app/boot', {}),
    configurable: true,
  });
})();
