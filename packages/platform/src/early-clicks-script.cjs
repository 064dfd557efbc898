// Build-time: the inline script the shell's page runs first in its head, before any app script
// (webpack writes it into index.html; the hosts allow it by its sha256). Until the app has
// taken over, a click on a button (a control that only works with the app: Save, the theme or
// menu button) is kept instead of lost; the app replays it once it has hydrated
// (`replayEarlyClicks` in lib/hydration.tsx). Links, form submits and the buttons that open an
// HTML `popover` (`popovertarget`: the header's menu and theme buttons) are left to the browser:
// they work as HTML, at once.

/** The global holding the kept clicks' targets (`done` once the app has taken over). */
const EARLY_CLICKS = '__academyEarlyClicks';

function earlyClicksScript() {
  return (
    `(function(){var q=window.${EARLY_CLICKS}=[];document.addEventListener('click',function(e){` +
    `if(q.done)return;var t=e.target&&e.target.closest&&e.target.closest('button,[role="button"]');` +
    `if(!t||t.disabled||t.hasAttribute('popovertarget')||(t.type==='submit'&&t.form))return;` +
    `e.preventDefault();e.stopPropagation();if(q.indexOf(t)<0)q.push(t)},true)})();`
  );
}

module.exports = { EARLY_CLICKS, earlyClicksScript };
