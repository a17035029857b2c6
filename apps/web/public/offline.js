// The offline page (offline.html) in the reader's language and theme, as the lobby stored them
// (StorageKey.LANGUAGE and THEME); Try again reloads the address the reader asked for.
(function () {
  var language = 'EN';
  var theme = 'dark';
  try {
    language = localStorage.getItem('language') === 'UR' ? 'UR' : 'EN';
    theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
  } catch (error) {
    // Storage blocked: English and dark, the lobby's defaults.
  }
  var root = document.documentElement;
  root.lang = language === 'UR' ? 'ur' : 'en';
  root.dir = language === 'UR' ? 'rtl' : 'ltr';
  root.dataset.theme = theme;
  document.addEventListener('DOMContentLoaded', function () {
    document.querySelectorAll('[data-language]').forEach(function (section) {
      section.hidden = section.getAttribute('data-language') !== language;
    });
    document.querySelectorAll('.offline__retry').forEach(function (button) {
      button.addEventListener('click', function () {
        window.location.reload();
      });
    });
  });
})();
