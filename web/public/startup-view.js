// Which of the startup views prerendered in index.html to show until the app runs (web/src/components/layouts/
// startup-shell.tsx); a file of its own because the CSP allows no inline script.
document.documentElement.setAttribute('data-startup-view', location.pathname === '/' ? 'landing' : 'loading');
