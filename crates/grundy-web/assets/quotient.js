// The quotient page: asks the server for a ruleset's misère quotient and lays out its
// explanation (presentation, P-portion, the Φ table). No game and no grammar here.
"use strict";
(() => {
  const { api, explanation } = grundy;
  const $ = (id) => document.getElementById(id);

  async function compute(event) {
    if (event) event.preventDefault();
    $("error").textContent = "";
    $("compute").disabled = true;
    try {
      const q = new URLSearchParams({ ruleset: $("game").value, maxheap: $("maxheap").value });
      const r = await api("GET", "/api/quotient?" + q.toString());
      $("result").replaceChildren(...r.explanation.map(explanation));
      $("result").hidden = false;
    } catch (e) {
      $("result").hidden = true;
      $("error").textContent = e.message;
    } finally {
      $("compute").disabled = false;
    }
  }

  $("form").addEventListener("submit", compute);
})();
