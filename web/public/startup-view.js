// Which of the startup views prerendered in index.html to show until the app runs, by the addresses of
// STARTUP_VIEWS in web/src/components/layouts/startup-shell.tsx; a file of its own because the CSP allows no inline
// script.
(function () {
  var path = location.pathname;
  var mapDate = /^\/map\/([^/]+)\/?$/.exec(path);
  var payment = /^\/p\/(?!(?:success|cancel)\/?$)([^/]+)\/?$/.exec(path);
  document.documentElement.setAttribute(
    'data-startup-view',
    path === '/' ? 'landing' : /^\/map\/?$/.test(path) ? 'map-list' : mapDate ? 'map-date' : 'loading',
  );

  // The screen's own code, named by the build (the screen-chunks plugin of web/vite.config.ts), downloads alongside
  // the app's instead of after the app has run and asked for it.
  var screen = mapDate ? 'map-date' : payment ? 'payment' : null;
  var named = document.querySelector('meta[name="marketday-screen-chunks"]');
  (named ? named.getAttribute('content').split(';') : []).forEach(function (list) {
    var parts = list.split('=');
    if (parts[0] !== screen || !parts[1]) return;
    parts[1].split(',').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.setAttribute('fetchpriority', 'low');
      link.href = href;
      document.head.appendChild(link);
    });
  });

  // The one GET that fills /map/{id} or /p/{code} starts now, alongside the app's download, instead of after the
  // app and the screen's code have run. The app's API client takes this answer for its first call of the same path
  // (web/src/lib/startup-answers.ts) and asks the server again for any later one.
  var segment = mapDate ? mapDate[1] : payment ? payment[1] : null;
  var value = null;
  try {
    value = segment && decodeURIComponent(segment);
  } catch {
    // A malformed address: the app says what it says about it.
  }
  if (!value || !value.trim()) return;
  var apiPath = (mapDate ? '/api/public/map/' : '/api/public-payments/') + encodeURIComponent(value);
  var answer = fetch(apiPath, {
    headers: { 'x-requested-with': 'marketday', accept: 'application/json' },
    credentials: 'include',
  });
  // A failure is the app's to report when it takes the answer; until then it is no unhandled rejection.
  answer.catch(function () {});
  window.marketdayStartupAnswers = {};
  window.marketdayStartupAnswers[apiPath] = answer;
  if (mapDate) window.marketdayStartupPainted = answer.then(showMapHeading).catch(function () {});
})();

// /map/{id}: the date's heading (its largest text) is written from the early answer into the startup shell's copy
// (MapDateHeading in web/src/features/public-map/components/map-date-heading.tsx) and shown, before the app runs.
// The app shows the same heading from window.marketdayStartupMap until its screen draws it. This reads a copy of the
// answer: the app's API client reads the answer itself.
function showMapHeading(response) {
  if (!response.ok) return;
  return response
    .clone()
    .json()
    .then(function (map) {
      var date = map && map.marketDate;
      if (!date || typeof date.date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date.date)) return;
      // As formatDayLong (shared/date-format.ts) writes it: "Sunday, June 8, 2025", never shifted by a time zone.
      var title = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(date.date.slice(0, 10) + 'T12:00:00Z'));
      // The date's market and its hours, as MapDateHeading writes them: "Name · Every Sunday 9:00 AM to 1:00 PM".
      var market = map.market && typeof map.market.hours === 'string' ? map.market : null;
      var marketLine = market ? (market.name ? market.name + ' \u00b7 ' : '') + market.hours : null;
      window.marketdayStartupMap = {
        id: date.id,
        title: title,
        notes: date.notes || null,
        market: market ? { name: market.name || '', hours: market.hours } : null,
      };
      var fill = function () {
        var shell = document.querySelector('[data-startup-map-heading]');
        if (!shell) return;
        shell.querySelector('[data-startup-title]').textContent = title;
        var marketText = shell.querySelector('[data-startup-market]');
        if (marketText && marketLine) marketText.textContent = marketLine;
        var notes = shell.querySelector('[data-startup-notes]');
        if (notes && date.notes) {
          notes.textContent = date.notes;
          notes.hidden = false;
        }
        // The heading takes the loading status's place instead of pushing it down (a layout shift); the app shows
        // its own status below the heading.
        var status = shell.parentElement && shell.parentElement.querySelector('[role="status"]');
        if (status) status.style.display = 'none';
        shell.hidden = false;
      };
      if (document.readyState !== 'loading') return fill();
      return new Promise(function (resolve) {
        document.addEventListener('DOMContentLoaded', function () {
          fill();
          resolve();
        });
      });
    });
}

// The built index.html preloads the app's entry instead of running it (the entry-after-first-paint plugin of
// web/vite.config.ts): run it once the startup shell is on screen, so a slow phone paints the page before it spends
// its time evaluating the app. A frame's callbacks run before its paint, the timer after it; a hidden tab paints
// nothing, so it starts the app at once.
function startApp() {
  var entry = document.querySelector('link[data-app-entry]');
  if (!entry) return;
  var script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = 'anonymous';
  script.src = entry.getAttribute('href');
  document.head.appendChild(script);
}
// On /map/{id} the app also waits (a second at most) for the date's heading to be shown from the early answer: its
// code downloads meanwhile, and the page's largest text paints before the phone spends its time evaluating it.
document.addEventListener('DOMContentLoaded', function () {
  if (document.visibilityState === 'hidden') return startApp();
  var painted = Promise.race([
    window.marketdayStartupPainted,
    new Promise(function (resolve) {
      setTimeout(resolve, 1000);
    }),
  ]);
  painted.then(function () {
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
  });
});
