# Labels of the web pages (served by /api/i18n).

page-analyze = Analyse
