// Which of the startup views prerendered in index.html to show until the app runs, by the addresses of
// STARTUP_VIEWS in web/src/components/layouts/startup-shell.tsx; a file of its own because the CSP allows no inline
// script.
document.documentElement.setAttribute(
  'data-startup-view',
  location.pathname === '/' ? 'landing' : /^\/map\/?$/.test(location.pathname) ? 'map-list' : 'loading',
);

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
document.addEventListener('DOMContentLoaded', function () {
  if (document.visibilityState === 'hidden') startApp();
  else
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
});
