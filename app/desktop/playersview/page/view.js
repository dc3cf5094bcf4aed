// Umpire's players' view: the game as the server's view gives it, shown as it comes (first from
// GET state, then from every message of the live WebSocket). Every text from the game is set as
// text (textContent), never as markup: a unit named "<script>" shows as those characters.
'use strict';
(function () {
  const lang = document.documentElement.lang || 'en';
  const base = location.pathname.endsWith('/') ? location.pathname : location.pathname + '/';
  let labels = {};
  let retry = 1000;
  let closedForGood = false;

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null && text !== '') node.textContent = String(text);
    return node;
  }

  function status(text, live) {
    const node = document.getElementById('status');
    node.textContent = text || '';
    node.classList.toggle('live', !!live);
  }

  function section(title, className) {
    const box = el('section', className);
    if (title) box.appendChild(el('h2', null, title));
    return box;
  }

  function headline(game) {
    const box = section(labels.last, 'headline');
    const h = game.headline;
    if (!h) {
      box.appendChild(el('p', 'quiet', labels.noResult));
      return box;
    }
    box.appendChild(el('p', 'headline-title', h.title));
    box.appendChild(el('p', 'headline-result', h.result));
    if (h.lines && h.lines.length) {
      const list = el('ul', 'headline-lines');
      for (const line of h.lines) list.appendChild(el('li', null, line));
      box.appendChild(list);
    }
    return box;
  }

  function turn(game) {
    const box = section(null, 'turn');
    const rows = [[labels.turn, game.turn], [labels.phase, game.phase], [labels.next, game.next]];
    const list = el('dl');
    for (const [label, value] of rows) {
      if (!value) continue;
      list.appendChild(el('dt', null, label));
      list.appendChild(el('dd', null, value));
    }
    box.appendChild(list);
    return box;
  }

  function armies(game) {
    const box = section(labels.armies, 'armies');
    game.armies.forEach(function (army, index) {
      const card = el('article', 'army army-' + (index % 4));
      const head = el('h3', null, army.name);
      if (army.status) head.appendChild(el('span', 'badge', army.status));
      card.appendChild(head);
      const list = el('dl');
      for (const f of army.figures) {
        list.appendChild(el('dt', null, f.label));
        list.appendChild(el('dd', f.alarm ? 'alarm' : null, f.value));
      }
      card.appendChild(list);
      box.appendChild(card);
    });
    return box;
  }

  function sheet(s) {
    const box = section(s.title, 'sheet sheet-' + s.id);
    const table = el('table');
    const head = el('tr');
    for (const c of s.columns) head.appendChild(el('th', null, c));
    table.appendChild(el('thead')).appendChild(head);
    const body = el('tbody');
    for (const row of s.rows) {
      const tr = el('tr');
      for (const cell of row) tr.appendChild(el('td', null, cell));
      body.appendChild(tr);
    }
    table.appendChild(body);
    const scroll = el('div', 'scroll');
    scroll.appendChild(table);
    box.appendChild(scroll);
    return box;
  }

  const svgNs = 'http://www.w3.org/2000/svg';
  function svg(tag, attributes, text) {
    const node = document.createElementNS(svgNs, tag);
    for (const name in attributes) node.setAttribute(name, String(attributes[name]));
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  // The map: its picture (served beside the page), its hexes, and each unit this view may see in
  // its hex, a stack fanned out. On a phone the map keeps hexes large enough to read and scrolls
  // in its own box; on a TV it fits the width.
  function board(game) {
    const b = game.board;
    const box = section(labels.map, 'board');
    const c = b.corners;
    let radius = 0;
    for (const k of c) radius = Math.max(radius, Math.hypot(k[0], k[1]));
    const map = svg('svg', { viewBox: '0 0 ' + b.width + ' ' + b.height, role: 'img',
      'aria-label': labels.mapLabel || '', preserveAspectRatio: 'xMidYMid meet', id: 'board' });
    if (b.picture)
      map.appendChild(svg('image', { href: base + 'picture', x: 0, y: 0, width: b.width, height: b.height }));
    let outline = '';
    for (const h of b.hexes) {
      outline += 'M' + (h.x + c[0][0]).toFixed(1) + ' ' + (h.y + c[0][1]).toFixed(1);
      for (let i = 1; i < 6; ++i) outline += 'L' + (h.x + c[i][0]).toFixed(1) + ' ' + (h.y + c[i][1]).toFixed(1);
      outline += 'Z';
    }
    map.appendChild(svg('path', { d: outline, class: 'hexes' }));
    const at = {};
    for (const h of b.hexes) at[h.id] = h;
    const stacks = {};
    for (const u of b.counters) (stacks[u.hex] = stacks[u.hex] || []).push(u);
    const sides = game.armies.map(function (a) { return a.side; });
    const size = radius * 1.15;
    for (const hex in stacks) {
      const h = at[hex];
      if (!h) continue;
      stacks[hex].forEach(function (u, i) {
        const shift = i * size * 0.18;
        const x = h.x - size / 2 + shift, y = h.y - size / 2 + shift;
        const g = svg('g', { class: 'counter army-' + (Math.max(0, sides.indexOf(u.side)) % 4) });
        g.appendChild(svg('rect', { x: x, y: y, width: size, height: size, rx: size * 0.08 }));
        g.appendChild(svg('title', {}, u.id + ' (' + u.side + ') ' + u.hex));
        // The counter as printed, when the game has its picture; its name stays in the title.
        if (u.picture) {
          g.appendChild(svg('image', { href: base + 'counter/' + encodeURIComponent(u.id), x: x, y: y,
            width: size, height: size, preserveAspectRatio: 'xMidYMid meet', class: 'counter-picture' }));
          map.appendChild(g);
          return;
        }
        const name = String(u.id);
        const label = { x: x + size / 2, y: y + size * 0.42, 'font-size': size * 0.26,
          'text-anchor': 'middle', class: 'counter-name' };
        // A long name is narrowed to the counter, never made smaller.
        if (name.length > 6) {
          label.textLength = size * 0.92;
          label.lengthAdjust = 'spacingAndGlyphs';
        }
        g.appendChild(svg('text', label, name));
        g.appendChild(svg('text', { x: x + size / 2, y: y + size * 0.8, 'font-size': size * 0.3,
          'text-anchor': 'middle', class: 'counter-strength' }, u.strength));
        map.appendChild(g);
      });
    }
    // Hexes at least 64 pixels across where the screen is narrower than the map needs: a counter's
    // name is then some 11 pixels high.
    map.style.minWidth = Math.min(6000, Math.round(b.width / (2 * radius) * 64)) + 'px';
    const scroll = el('div', 'board-scroll');
    scroll.appendChild(map);
    box.appendChild(scroll);
    return box;
  }

  function events(game) {
    const box = section(labels.events, 'events');
    const list = el('ol', null);
    for (const e of game.events.slice().reverse()) {
      const item = el('li', e.counts ? null : 'undone');
      item.appendChild(el('span', 'seq', e.seq));
      item.appendChild(el('span', 'summary', e.summary));
      if (!e.counts) item.appendChild(el('span', 'badge', labels.undone));
      list.appendChild(item);
    }
    box.appendChild(list);
    return box;
  }

  function render(doc) {
    labels = doc.labels || labels;
    const main = document.getElementById('view');
    const game = doc.game;
    const viewName = doc.view && doc.view.name ? doc.view.name : '';
    const parts = [];
    if (!game) {
      document.getElementById('title').textContent = labels.app || 'Umpire';
      parts.push(el('p', 'quiet', doc.error || labels.noGame));
      main.dataset.seq = '';
    } else {
      const name = game.journal || game.game;
      document.getElementById('title').textContent = name;
      document.title = viewName + ' · ' + name;
      parts.push(el('p', 'viewer', viewName + ' · ' + game.game));
      if (game.outcome) {
        const won = section(labels.outcome, 'outcome');
        won.appendChild(el('p', null, game.outcome));
        parts.push(won);
      }
      parts.push(headline(game), turn(game));
      if (game.board && game.board.hexes.length) parts.push(board(game));
      parts.push(armies(game));
      for (const s of game.sections) parts.push(sheet(s));
      parts.push(events(game));
      if (game.unverified && game.unverified.length) {
        const warn = section(labels.unverified, 'unverified');
        const list = el('ul');
        for (const u of game.unverified) list.appendChild(el('li', null, u));
        warn.appendChild(list);
        parts.push(warn);
      }
      main.dataset.seq = String(game.seq);
    }
    main.replaceChildren.apply(main, parts);
  }

  function connect() {
    if (closedForGood) return;
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(scheme + '//' + location.host + base + 'live?lang=' + encodeURIComponent(lang));
    socket.onopen = function () {
      retry = 1000;
      status(labels.live, true);
    };
    socket.onmessage = function (message) {
      try {
        render(JSON.parse(message.data));
        status(labels.live, true);
      } catch (error) {
        status(String(error), false);
      }
    };
    socket.onclose = function (event) {
      if (event.code === 4001) {
        closedForGood = true;
        status(labels.closed, false);
        return;
      }
      status(labels.offline, false);
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 10000);
    };
  }

  fetch(base + 'state?lang=' + encodeURIComponent(lang), { cache: 'no-store' })
    .then(function (answer) {
      if (!answer.ok) throw new Error(answer.status + ' ' + answer.statusText);
      return answer.json();
    })
    .then(render)
    .catch(function (error) { status(String(error), false); })
    .finally(connect);
})();
