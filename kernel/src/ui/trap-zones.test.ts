// @vitest-environment happy-dom
// The dialog's extra trap containers (a plugin's frame shown over a view) before the focus-trap
// library is there: registered, the frame is a stop after the dialog's last control and its guards
// lead back into the dialog; not registered (hidden), Tab never reaches it. (srcdoc: happy-dom loads no page.)
import { afterEach, describe, expect, it } from 'vitest';
import { trapContainers } from '../api/trap-containers';
import { holdFocus, returnFocus } from './hold-focus';
import { trapZones } from './trap-zones';

/** The modal's card (two controls) and, after it on <body>, a frame and a plain panel, none registered. */
function page() {
  document.body.innerHTML = '<button id="host">Host</button><div id="card" tabindex="-1"><button id="a">A</button><button id="b">B</button></div>'
    + '<iframe id="frame" title="Secure embedded wallet" srcdoc=""></iframe><div id="panel"><button id="p1">P1</button><button id="p2">P2</button></div>';
  const $ = (id: string) => document.getElementById(id) as HTMLElement;
  return { host: $('host'), card: $('card'), a: $('a'), b: $('b'), frame: $('frame'), panel: $('panel'), p1: $('p1'), p2: $('p2') };
}

/** Presses Tab (or Shift+Tab) on the focused element; returns whether the dialog's code took the move. */
function tab(shiftKey = false) {
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(e);
  return e.defaultPrevented;
}

const guards = () => [...document.querySelectorAll<HTMLElement>('[data-gangway-focus-guard] [tabindex="0"]')];

afterEach(() => { document.body.innerHTML = ''; });

describe('trap containers', () => {
  it('lists what is registered, once, until its release; subscribers hear every change', () => {
    const kernel = {};
    const registry = trapContainers(kernel);
    expect(trapContainers(kernel)).toBe(registry);
    expect(trapContainers({})).not.toBe(registry);
    const { frame, panel } = page();
    let changes = 0;
    const stop = registry.subscribe(() => { changes++; });
    const offFrame = registry.add(frame);
    registry.add(frame);
    const offPanel = registry.add(panel);
    expect(registry.list()).toEqual([frame, panel]);
    offFrame();
    offFrame();
    expect(registry.list()).toEqual([panel]);
    offPanel();
    stop();
    registry.add(frame);
    expect(changes).toBe(4);
  });
});

describe('trapZones with holdFocus', () => {
  it('a hidden (unregistered) frame is never a stop: Tab wraps inside the dialog and focus put there comes back', () => {
    const { card, a, b, frame } = page();
    const zones = trapZones(card, trapContainers({}));
    const release = holdFocus(card, () => true, zones);
    expect(guards()).toHaveLength(0);
    b.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(a);
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(b);
    frame.focus();
    expect(document.activeElement).toBe(card);
    release();
    zones.release();
  });

  it('a shown frame follows the dialog\'s last control and precedes its first; its guards sit right around it', () => {
    const { card, a, b, frame } = page();
    const registry = trapContainers({});
    const zones = trapZones(card, registry);
    const release = holdFocus(card, () => true, zones);
    const off = registry.add(frame);
    const [start, end] = guards();
    expect(frame.previousElementSibling?.contains(start!)).toBe(true);
    expect(frame.nextElementSibling?.contains(end!)).toBe(true);
    b.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(frame);
    a.focus();
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(frame);
    // The card itself (focused on open): Shift+Tab goes to the last stop, the frame; Tab is the browser's.
    card.focus();
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(frame);
    card.focus();
    expect(tab()).toBe(false);
    off();
    release();
    zones.release();
  });

  it('leaving the frame lands on a guard, which sends focus on into the dialog: after it to the first control, before it to the last', () => {
    const { card, a, b, frame } = page();
    const registry = trapContainers({});
    const zones = trapZones(card, registry);
    const release = holdFocus(card, () => true, zones);
    registry.add(frame);
    const [start, end] = guards();
    // Tab past the frame's last control: the browser focuses the guard after it, coming from the frame.
    frame.focus();
    end!.focus();
    expect(document.activeElement).toBe(a);
    frame.focus();
    start!.focus();
    expect(document.activeElement).toBe(b);
    // From another document (the frame's inside) the focus event names no related target: still a way out.
    end!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: null }));
    expect(document.activeElement).toBe(a);
    // Reached from the dialog, a guard leads in.
    b.focus();
    start!.focus();
    expect(document.activeElement).toBe(frame);
    a.focus();
    end!.focus();
    expect(document.activeElement).toBe(frame);
    release();
    zones.release();
  });

  it('focus in a shown container stays; hiding it with focus inside brings focus back to the card', () => {
    const { card, frame, host } = page();
    const registry = trapContainers({});
    const zones = trapZones(card, registry);
    const release = holdFocus(card, () => true, zones);
    const off = registry.add(frame);
    frame.focus();
    expect(document.activeElement).toBe(frame);
    host.focus();
    expect(document.activeElement).toBe(card);
    frame.focus();
    off();
    expect(document.activeElement).toBe(card);
    expect(guards()).toHaveLength(0);
    expect(zones.contains(frame)).toBe(false);
    release();
    zones.release();
  });

  it('several containers in their order; a plain one is entered at its first or last control', () => {
    const { card, a, b, frame, p1, p2, panel } = page();
    const registry = trapContainers({});
    const zones = trapZones(card, registry);
    const release = holdFocus(card, () => true, zones);
    registry.add(frame);
    registry.add(panel);
    expect(zones.elements()).toHaveLength(6);
    const [frameStart, frameEnd, panelStart, panelEnd] = guards();
    b.focus();
    tab();
    expect(document.activeElement).toBe(frame);
    // Out of the frame forward: into the panel (the guard is reached from the frame).
    frameEnd!.focus();
    expect(document.activeElement).toBe(p1);
    // Past the panel's last control: the guard after it, then the dialog's first control.
    p2.focus();
    panelEnd!.focus();
    expect(document.activeElement).toBe(a);
    // Backward: before the panel's first control, into the frame; before the frame, the dialog's last.
    p1.focus();
    panelStart!.focus();
    expect(document.activeElement).toBe(frame);
    frameStart!.focus();
    expect(document.activeElement).toBe(b);
    a.focus();
    tab(true);
    expect(document.activeElement).toBe(p2);
    zones.release();
    expect(guards()).toHaveLength(0);
    release();
  });

  it('on close, focus in a shown container counts as in the dialog: it goes back to the page\'s button', () => {
    const { card, frame } = page();
    const hostButton = document.createElement('button');
    hostButton.dataset.gangwayHost = '';
    document.body.prepend(hostButton);
    frame.focus();
    returnFocus(card);
    expect(document.activeElement).toBe(frame);
    returnFocus(card, true);
    expect(document.activeElement).toBe(hostButton);
  });
});
