import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { InvalidSvgError, isClobberingId, isSafeInlineStyle, MAX_SVG_LENGTH, sanitizeSvg } from "./svg-sanitizer.js";

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

function svg(body: string, rootAttributes = ""): string {
  return `<svg ${NS} ${XLINK} viewBox="0 0 100 100"${rootAttributes ? ` ${rootAttributes}` : ""}>${body}</svg>`;
}

/** Parses sanitized output back as XML, as a browser would load map.svg. */
function parse(markup: string): Document {
  const { window } = new JSDOM("");
  const document = new window.DOMParser().parseFromString(markup, "image/svg+xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document as unknown as Document;
}

describe("sanitizeSvg", () => {
  it("keeps ordinary SVG content, with ids, classes and data-* attributes", () => {
    const input = svg(
      '<g class="row" data-row="1" transform="translate(0 10)">' +
        '<rect id="R1-S1" class="space seat" data-seat="1" x="1" width="16" height="16" rx="3" fill="#ccc"/>' +
        '<circle id="R1-S2" class="space seat" cx="30" cy="8" r="8" aria-label="Row 1 seat 2"/>' +
        '<text x="50" y="12" text-anchor="middle">Rivi 1 (vasen)</text>' +
        "</g>",
    );
    const doc = parse(sanitizeSvg(input));
    const rect = doc.getElementById("R1-S1");
    expect(rect?.getAttribute("class")).toBe("space seat");
    expect(rect?.getAttribute("data-seat")).toBe("1");
    expect(rect?.getAttribute("rx")).toBe("3");
    expect(rect?.getAttribute("fill")).toBe("#ccc");
    expect(doc.getElementById("R1-S2")?.getAttribute("aria-label")).toBe("Row 1 seat 2");
    const group = doc.querySelector("g");
    expect(group?.getAttribute("data-row")).toBe("1");
    expect(group?.getAttribute("transform")).toBe("translate(0 10)");
    expect(doc.querySelector("text")?.textContent).toBe("Rivi 1 (vasen)");
  });

  it("keeps the SVG namespace, case-sensitive names and the viewBox", () => {
    const out = sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect fill="url(#g)" width="1" height="1"/>',
      ),
    );
    expect(out.startsWith(`<svg ${NS}`)).toBe(true);
    expect(out).toContain('viewBox="0 0 100 100"');
    expect(out).toContain("<linearGradient");
    expect(out).toContain('fill="url(#g)"');
    const doc = parse(out);
    expect(doc.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
  });

  it("removes script elements and their content", () => {
    const out = sanitizeSvg(svg('<script>alert(1)</script><script type="text/javascript"><![CDATA[alert(2)]]></script><rect id="a"/>'));
    expect(out).not.toMatch(/script/i);
    expect(out).not.toContain("alert");
    expect(out).toContain('id="a"');
  });

  it("removes event handler attributes", () => {
    const out = sanitizeSvg(svg('<rect id="a" onclick="alert(1)" onmouseover="alert(2)"/><g onfocusin="alert(4)"/>', 'onload="alert(3)"'));
    expect(out).not.toMatch(/\son[a-z]+=/i);
    expect(out).not.toContain("alert");
    expect(out).toContain('id="a"');
  });

  it("removes javascript: and other non-fragment links", () => {
    const out = sanitizeSvg(
      svg(
        '<a id="l1" href="javascript:alert(1)"><rect id="a"/></a>' +
          '<a id="l2" xlink:href="javascript:alert(2)"><rect id="b"/></a>' +
          '<a id="l3" href=" JaVaScRiPt:alert(3)"><rect id="c"/></a>' +
          '<a id="l4" href="https://example.com/"><rect id="d"/></a>',
      ),
    );
    expect(out).not.toMatch(/javascript/i);
    expect(out).not.toContain("example.com");
    const doc = parse(out);
    for (const id of ["a", "b", "c", "d"]) expect(doc.getElementById(id)).not.toBeNull();
    for (const id of ["l1", "l2", "l3", "l4"]) {
      const link = doc.getElementById(id);
      expect(link?.hasAttribute("href")).toBe(false);
      expect(link?.hasAttributeNS("http://www.w3.org/1999/xlink", "href")).toBe(false);
    }
  });

  it("strips external image references", () => {
    const out = sanitizeSvg(
      svg(
        '<image id="i1" href="http://evil.example/x.png" width="10" height="10"/>' +
          '<image id="i2" xlink:href="https://evil.example/y.png"/>' +
          '<image id="i3" href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>' +
          '<image id="i4" href="//evil.example/z.png"/>' +
          '<filter id="f"><feImage href="http://evil.example/f.png"/></filter>',
      ),
    );
    expect(out).not.toContain("evil.example");
    expect(out).not.toContain("data:");
    expect(out).not.toMatch(/href=/);
  });

  it('keeps same-document references such as <use href="#x">', () => {
    const out = sanitizeSvg(
      svg('<defs><rect id="seat" width="16" height="16"/></defs><use id="u1" href="#seat" x="10"/><use id="u2" xlink:href="#seat"/>'),
    );
    const doc = parse(out);
    expect(doc.getElementById("u1")?.getAttribute("href")).toBe("#seat");
    expect(doc.getElementById("u2")?.getAttributeNS("http://www.w3.org/1999/xlink", "href")).toBe("#seat");
  });

  it("removes external <use> references", () => {
    const out = sanitizeSvg(svg('<use id="u" href="https://evil.example/sprite.svg#seat"/><use id="v" href="sprite.svg#x"/>'));
    expect(out).not.toContain("evil.example");
    expect(out).not.toContain("sprite.svg");
  });

  it("removes foreignObject and the HTML inside it", () => {
    const out = sanitizeSvg(
      svg(
        '<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/>text</div></foreignObject><rect id="a"/>',
      ),
    );
    expect(out).not.toMatch(/foreignObject|<div|<img|onerror/i);
    expect(out).toContain('id="a"');
  });

  it("removes <style> elements (styles belong to the plan's CSS)", () => {
    const out = sanitizeSvg(svg('<style>@import url(https://evil.example/x.css); body { display: none }</style><rect id="a"/>'));
    expect(out).not.toContain("<style");
    expect(out).not.toContain("evil.example");
    expect(out).not.toContain("display");
  });

  it("drops !important from style attributes, which would outrank the platform's place-state styles", () => {
    const out = sanitizeSvg(svg('<rect id="a" style="fill: black !important; visibility:hidden!IMPORTANT; stroke: red"/>'));
    const style = parse(out).getElementById("a")?.getAttribute("style");
    expect(style).not.toMatch(/important/i);
    expect(style).toContain("fill: black");
    expect(style).toContain("stroke: red");
  });

  it("removes SMIL animation elements that could rewrite attributes", () => {
    const out = sanitizeSvg(
      svg(
        '<a id="l"><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/><rect id="a"/></a>',
      ),
    );
    expect(out).not.toMatch(/<set|<animate|javascript/i);
    expect(out).toContain('id="a"');
  });

  it("removes url() references that leave the document, in attributes and in style", () => {
    const out = sanitizeSvg(
      svg(
        '<rect id="a" fill="url(https://evil.example/p.svg#g)" filter="url(#ok)"/>' +
          '<rect id="b" style="fill: red; background: url(https://evil.example/bg.png)"/>' +
          '<rect id="c" style="fill: url(#g); stroke: rgb(1, 2, 3)"/>' +
          '<rect id="d" cursor="url(https://evil.example/c.cur), auto"/>' +
          '<rect id="e" style="background-image: image-set(&quot;https://evil.example/i.png&quot; 1x)"/>' +
          '<rect id="f" style="fill: u\\72l(https://evil.example/e.png)"/>' +
          '<rect id="g" fill="URL( \'https://evil.example/q\' )"/>',
      ),
    );
    expect(out).not.toContain("evil.example");
    const doc = parse(out);
    expect(doc.getElementById("a")?.getAttribute("filter")).toBe("url(#ok)");
    expect(doc.getElementById("a")?.hasAttribute("fill")).toBe(false);
    expect(doc.getElementById("b")?.hasAttribute("style")).toBe(false);
    expect(doc.getElementById("c")?.getAttribute("style")).toBe("fill: url(#g); stroke: rgb(1, 2, 3)");
    for (const id of ["a", "b", "c", "d", "e", "f", "g"]) expect(doc.getElementById(id)).not.toBeNull();
  });

  it("drops everything outside the root <svg>: prolog, DOCTYPE and comments", () => {
    const out = sanitizeSvg(
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Generator: drawing tool -->\n` +
        `<!DOCTYPE svg [<!ENTITY ns "x">]>\n` +
        `<?xml-stylesheet href="https://evil.example/s.css"?>\n` +
        svg('<!-- a comment --><rect id="a"/>'),
    );
    expect(out.startsWith("<svg")).toBe(true);
    expect(out.endsWith("</svg>")).toBe(true);
    expect(out).not.toMatch(/<\?|<!--|DOCTYPE|evil/);
  });

  it("keeps the text of CDATA sections as escaped text", () => {
    const out = sanitizeSvg(svg('<text id="t"><![CDATA[Rivi <1> & 2]]></text>'));
    expect(parse(out).getElementById("t")?.textContent).toBe("Rivi <1> & 2");
    expect(out).toContain("Rivi &lt;1&gt; &amp; 2");
  });

  it("escapes markup-looking text so that inlining the result into HTML stays inert", () => {
    const out = sanitizeSvg(svg("<title>&lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;</title><desc>&lt;script&gt;</desc>"));
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<script");
    const { window } = new JSDOM(`<!doctype html><body>${out}</body>`);
    expect(window.document.querySelector("img")).toBeNull();
    expect(window.document.querySelector("script")).toBeNull();
    expect(window.document.body.children).toHaveLength(1);
  });

  it("accepts an <svg> written without the SVG namespace and adds it", () => {
    const out = sanitizeSvg('<svg viewBox="0 0 10 10"><rect id="a" class="space seat"/></svg>');
    const doc = parse(out);
    expect(doc.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(doc.getElementById("a")?.namespaceURI).toBe("http://www.w3.org/2000/svg");
  });

  it("removes HTML elements embedded in the SVG", () => {
    const out = sanitizeSvg(
      svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/><font color="red"><rect id="a"/></font>'),
    );
    expect(out).not.toMatch(/iframe|<font|evil/);
    expect(parse(out).getElementById("a")).not.toBeNull();
  });

  it("cleans a drawing-editor export: editor namespaces, metadata and prefixed SVG elements", () => {
    const inkscape =
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
      '<svg width="210mm" height="297mm" viewBox="0 0 210 297" id="svg5" sodipodi:docname="hall.svg" ' +
      'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
      'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" ' +
      `${NS} xmlns:svg="http://www.w3.org/2000/svg">` +
      '<sodipodi:namedview id="namedview7" pagecolor="#ffffff" inkscape:zoom="0.7"/>' +
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>licence text</rdf:Description></rdf:RDF></metadata>' +
      '<g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">' +
      '<rect style="fill:#ff0000;stroke-width:0.26" id="A1" width="10" height="10" class="space seat"/>' +
      '<svg:circle id="B1" class="space seat" r="3"/>' +
      "</g></svg>";
    const out = sanitizeSvg(inkscape);
    expect(out).not.toMatch(/inkscape|sodipodi|namedview|metadata|licence|rdf/i);
    const doc = parse(out);
    expect(doc.getElementById("A1")?.getAttribute("style")).toBe("fill:#ff0000;stroke-width:0.26");
    const circle = doc.getElementById("B1");
    expect(circle?.localName).toBe("circle");
    expect(circle?.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(circle?.getAttribute("class")).toBe("space seat");
  });

  it("drops ids that would clobber document properties when inlined", () => {
    const doc = parse(sanitizeSvg(svg('<rect id="cookie"/><rect id="location"/><rect id="R1-S1"/>')));
    expect(doc.getElementById("cookie")).toBeNull();
    expect(doc.getElementById("location")).toBeNull();
    expect(doc.getElementById("R1-S1")).not.toBeNull();
  });

  it("says which ids it drops (isClobberingId), exactly those", () => {
    const names = ["cookie", "location", "title", "forms", "action", "R1-S1", "A", "Stalls-3-5", "101"];
    const kept = parse(sanitizeSvg(svg(names.map((name) => `<rect id="${name}"/>`).join(""))));
    for (const name of names) expect(isClobberingId(name), name).toBe(kept.getElementById(name) === null);
    expect(names.filter(isClobberingId)).toEqual(["cookie", "location", "title", "forms", "action"]);
  });

  it("rejects input that is not an SVG document", () => {
    const bad = [
      "",
      "   ",
      "hello",
      "<html><body>x</body></html>",
      '<div xmlns="http://www.w3.org/1999/xhtml"><svg/></div>',
      `<svg ${NS}><rect></svg>`, // not well-formed
      `<svg ${NS}><rect/></svg><svg ${NS}/>`, // two roots
      '<svg xmlns="http://example.com/not-svg"/>',
      `<svg ${NS}>&nbsp;</svg>`, // undefined entity
    ];
    for (const input of bad) {
      expect(() => sanitizeSvg(input), JSON.stringify(input)).toThrow(InvalidSvgError);
    }
  });

  it("explains why input was rejected", () => {
    expect(() => sanitizeSvg("<html/>")).toThrow(/Invalid SVG: the root element is <html>, not <svg>/);
    expect(() => sanitizeSvg(`<svg ${NS}><rect></svg>`)).toThrow(/Invalid SVG: not well-formed XML/);
    expect(() => sanitizeSvg("")).toThrow(/Invalid SVG: the file is empty/);
    expect(() => sanitizeSvg('<svg xmlns="http://example.com/x"/>')).toThrow(/not http:\/\/www.w3.org\/2000\/svg/);
    const error = (() => {
      try {
        sanitizeSvg("nope");
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(InvalidSvgError);
    expect(error).toBeInstanceOf(Error);
    expect((error as InvalidSvgError).name).toBe("InvalidSvgError");
  });

  it("rejects input above the size limit", () => {
    expect(() => sanitizeSvg(svg('<rect id="a"/>'), { maxLength: 20 })).toThrow(/larger than 20 characters/);
  });

  it("does not expand nested entities (no billion laughs)", () => {
    const input =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>' +
      `<svg ${NS}><text>&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;</text></svg>`;
    expect(sanitizeSvg(input).length).toBeLessThan(1000);
  });

  it("accepts a byte order mark and whitespace around the document", () => {
    const out = sanitizeSvg(`\uFEFF\n  <?xml version="1.0"?>${svg('<rect id="a"/>')}\n`);
    expect(parse(out).getElementById("a")).not.toBeNull();
  });

  it("is idempotent", () => {
    const once = sanitizeSvg(svg('<g class="x" data-a="1"><rect id="a" style="fill: red"/><use href="#a"/></g>'));
    expect(sanitizeSvg(once)).toBe(once);
  });
});

/** Every bookable place of a map: the elements with an id (the fixture gives ids to places only). */
function places(doc: Document): Element[] {
  return [...doc.querySelectorAll("[id]")];
}

/** An element's attributes as a name -> value map, for comparing elements before and after sanitizing. */
function attributes(element: Element): Record<string, string> {
  return Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

describe("sanitizeSvg on the concert-hall fixture (fixtures/plans/concert-hall.svg)", () => {
  const fixture = readFileSync(new URL("../../../fixtures/plans/concert-hall.svg", import.meta.url), "utf8");

  it("keeps every place element with its id, class and data-* attributes", () => {
    const before = parse(fixture);
    const out = sanitizeSvg(fixture);
    const after = parse(out);
    const beforePlaces = places(before);
    const afterPlaces = places(after);
    // 1,998 seats, 2 standing areas, 8 wheelchair places and 8 companion seats.
    expect(beforePlaces).toHaveLength(2016);
    expect(afterPlaces.map((element) => element.id)).toEqual(beforePlaces.map((element) => element.id));
    for (const element of beforePlaces) {
      const kept = after.getElementById(element.id);
      expect(kept?.localName, element.id).toBe(element.localName);
      // Every attribute (id, class, data-*, geometry, the wheelchair places' rotation) is kept as it was.
      expect(attributes(kept!), element.id).toEqual(attributes(element));
    }
    const count = (doc: Document, selector: string) => doc.querySelectorAll(selector).length;
    for (const [selector, expected] of [
      [".space.seat", 1998],
      [".space.standing", 2],
      [".space.wheelchair", 8],
      [".space.companion", 8],
      ["[data-section][data-row][data-seat]", 1998],
      ["[data-companion-of]", 8],
      ["[data-max-tickets]", 2],
    ] as const) {
      expect(count(before, selector), selector).toBe(expected);
      expect(count(after, selector), selector).toBe(expected);
    }
    expect(after.getElementById("standing-floor")?.getAttribute("data-max-tickets")).toBe("300");
    expect(after.getElementById("standing-terrace")?.getAttribute("data-max-tickets")).toBe("120");
    expect(after.getElementById("W-3-C")?.getAttribute("data-companion-of")).toBe("W-3");
  });

  it("keeps the decorations, their aria-hidden and pointer-events, and the viewBox", () => {
    const before = parse(fixture);
    const after = parse(sanitizeSvg(fixture));
    expect(after.documentElement.getAttribute("viewBox")).toBe(before.documentElement.getAttribute("viewBox"));
    expect(after.documentElement.hasAttribute("width")).toBe(false);
    for (const selector of ["text", "path", '[aria-hidden="true"][pointer-events="none"]']) {
      expect(after.querySelectorAll(selector).length, selector).toBe(before.querySelectorAll(selector).length);
    }
    // Row numbers at both ends of every row, section, stage and standing labels, wheelchair symbols.
    expect(after.querySelectorAll("text").length).toBe(94);
    expect(after.querySelector("text")?.textContent).toBe("LAVA / SCEN / STAGE");
  });

  it("is unchanged by a second pass and follows the declared seat name pattern", () => {
    const out = sanitizeSvg(fixture);
    expect(sanitizeSvg(out)).toBe(out);
    const pattern = /^([A-Z]+[0-9]*)-([1-9][0-9]*)-([1-9][0-9]*)$/;
    for (const seat of parse(out).querySelectorAll(".space.seat")) {
      const match = pattern.exec(seat.id);
      expect(match, seat.id).not.toBeNull();
      expect([seat.getAttribute("data-section"), seat.getAttribute("data-row"), seat.getAttribute("data-seat")]).toEqual(match!.slice(1));
    }
  });
});

describe("sanitizeSvg against hostile input", () => {
  it("removes scripts nested in groups, referenced with xlink:href or href, and prefixed or mixed-case", () => {
    const out = sanitizeSvg(
      svg(
        '<g id="g1"><g id="g2"><script xlink:href="https://evil.example/x.js"/>' +
          '<script href="data:text/javascript,alert(1)"/><g><script>alert(2)</script><rect id="a"/></g></g></g>' +
          '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(3)</svg:script><Script>alert(4)</Script><SCRIPT>alert(5)</SCRIPT>',
      ),
    );
    expect(out).not.toMatch(/script|alert|evil\.example|data:/i);
    const doc = parse(out);
    for (const id of ["g1", "g2", "a"]) expect(doc.getElementById(id), id).not.toBeNull();
  });

  it("removes event handlers whatever their case (the HTML parser lower-cases them when the map is inlined)", () => {
    const out = sanitizeSvg(
      svg(
        '<rect id="a" ONCLICK="alert(1)" onMouseOver="alert(2)" OnFocus="alert(3)"/>' +
          '<g id="g" onbegin="alert(4)" onBegin="alert(5)" onend="alert(6)"><circle id="c" onLoad="alert(7)" r="1"/></g>',
        'onLoad="alert(8)" ONLOAD="alert(9)" onload="alert(10)"',
      ),
    );
    expect(out).not.toMatch(/\son[a-z]*=/i);
    expect(out).not.toContain("alert");
    const doc = parse(out);
    for (const id of ["a", "g", "c"]) expect(doc.getElementById(id), id).not.toBeNull();
    // Inlined into HTML, nothing carries a handler.
    const { window } = new JSDOM(`<!doctype html><body>${out}</body>`);
    for (const element of window.document.querySelectorAll("*")) {
      expect(element.getAttributeNames().filter((name) => name.startsWith("on"))).toEqual([]);
    }
  });

  it("removes foreignObject with an iframe, an img onerror or a whole HTML body, in any case", () => {
    const XHTML = 'xmlns="http://www.w3.org/1999/xhtml"';
    const out = sanitizeSvg(
      svg(
        `<foreignObject width="100" height="100"><iframe ${XHTML} src="javascript:alert(1)"/></foreignObject>` +
          `<foreignObject><iframe ${XHTML} srcdoc="&lt;script&gt;alert(2)&lt;/script&gt;"/></foreignObject>` +
          `<foreignObject><body ${XHTML}><img src="x" onerror="alert(3)"/></body></foreignObject>` +
          `<FOREIGNOBJECT><img ${XHTML} src="x" onerror="alert(4)"/></FOREIGNOBJECT>` +
          `<g><foreignobject><img ${XHTML} src="x" onerror="alert(5)"/></foreignobject></g><rect id="a"/>`,
      ),
    );
    expect(out).not.toMatch(/foreignObject|iframe|<img|<body|onerror|srcdoc|javascript|alert/i);
    expect(parse(out).getElementById("a")).not.toBeNull();
    const { window } = new JSDOM(`<!doctype html><body>${out}</body>`);
    expect(window.document.querySelector("iframe, img, foreignObject")).toBeNull();
  });

  it("removes javascript: URLs that are entity-encoded or obfuscated with whitespace and control characters", () => {
    const out = sanitizeSvg(
      svg(
        '<a id="l1" href="&#106;avascript:alert(1)"><rect id="a"/></a>' +
          '<a id="l2" href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(2)"/>' +
          '<a id="l3" href="java&#x09;script:alert(3)"/>' +
          '<a id="l4" href="&#x20;&#x0A;javascript:alert(4)"/>' +
          '<a id="l5" xlink:href="jav&#x0D;ascript&#58;alert(5)"/>' +
          '<a id="l6" xlink:href="  JaVaScRiPt:alert(6)"/>',
      ),
    );
    expect(out).not.toMatch(/script|alert|&#/i);
    const doc = parse(out);
    for (const id of ["l1", "l2", "l3", "l4", "l5", "l6"]) {
      const link = doc.getElementById(id);
      expect(link, id).not.toBeNull();
      expect(link?.hasAttribute("href"), id).toBe(false);
      expect(link?.hasAttributeNS("http://www.w3.org/1999/xlink", "href"), id).toBe(false);
    }
    // A control character before the scheme (ignored by browsers' URL parsing) is not even XML 1.0.
    expect(() => sanitizeSvg(svg('<a href="&#x01;javascript:alert(7)"/>'))).toThrow(/not well-formed XML/);
  });

  it("removes xlink:href under another prefix bound to the XLink namespace", () => {
    const out = sanitizeSvg(
      svg(
        '<a id="l" x:href="javascript:alert(1)"><rect id="a"/></a><use id="u" x:href="https://evil.example/x.svg#a"/>',
        'xmlns:x="http://www.w3.org/1999/xlink"',
      ),
    );
    expect(out).not.toMatch(/javascript|alert|evil\.example/);
    const doc = parse(out);
    expect(doc.getElementById("l")?.hasAttributeNS("http://www.w3.org/1999/xlink", "href")).toBe(false);
    expect(doc.getElementById("u")?.hasAttributeNS("http://www.w3.org/1999/xlink", "href")).toBe(false);
  });

  it("removes data: URLs in href on links, <use> and images", () => {
    const out = sanitizeSvg(
      svg(
        '<a id="l1" href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><rect id="a"/></a>' +
          '<a id="l2" xlink:href="DATA:text/html,&lt;script&gt;alert(2)&lt;/script&gt;"/>' +
          '<use id="u1" href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/>' +
          '<use id="u2" xlink:href="data:image/svg+xml,&lt;svg onload=alert(3)&gt;#x"/>' +
          '<image id="i" xlink:href=" data:image/png;base64,iVBORw0KGgo="/>',
      ),
    );
    expect(out).not.toMatch(/data:|base64|script|alert|onload/i);
    const doc = parse(out);
    for (const id of ["l1", "l2", "u1", "u2", "i"]) {
      expect(doc.getElementById(id)?.hasAttribute("href"), id).toBe(false);
      expect(doc.getElementById(id)?.hasAttributeNS("http://www.w3.org/1999/xlink", "href"), id).toBe(false);
    }
  });

  it("removes style attributes that fetch or run anything: url(), @import, expression(), behavior, -moz-binding", () => {
    const out = sanitizeSvg(
      svg(
        '<rect id="a" style="fill: red; background-image: url(https://evil.example/a.png)"/>' +
          '<rect id="b" style="@import \'https://evil.example/b.css\'; fill: red"/>' +
          '<rect id="c" style="fill: red; @import url(https://evil.example/c.css)"/>' +
          '<rect id="d" style="width: expression(alert(1))"/>' +
          '<rect id="e" style="width: EXPRESSION(alert(2))"/>' +
          '<rect id="f" style="behavior: url(#x)"/>' +
          '<rect id="g" style="behavior: url(https://evil.example/g.htc)"/>' +
          '<rect id="h" style="-moz-binding: url(https://evil.example/h.xml#x)"/>' +
          '<rect id="i" style="fill: &#117;rl(https://evil.example/i.svg#x)"/>' +
          '<rect id="j" style="fill: url(  &quot;https://evil.example/j.svg#x&quot;  )"/>',
      ),
    );
    expect(out).not.toMatch(/evil\.example|@import|expression|behavior|binding|alert/i);
    const doc = parse(out);
    for (const id of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]) {
      const element = doc.getElementById(id);
      expect(element, id).not.toBeNull();
      expect(element?.hasAttribute("style"), id).toBe(false);
    }
  });

  it("removes <animate>, <set> and their relatives in any of their forms", () => {
    const out = sanitizeSvg(
      svg(
        '<a id="l"><animate attributeName="href" to="javascript:alert(1)" begin="0s"/><rect id="a"/></a>' +
          '<a id="m"><animate attributeName="xlink:href" from="#a" to="javascript:alert(2)"/></a>' +
          '<rect id="b"><set attributeName="onmouseover" to="alert(3)"/><set attributeName="fill" to="url(https://evil.example/s#x)"/></rect>' +
          '<animateTransform attributeName="transform" to="scale(9)"/><animateMotion path="M0 0"><mpath href="#a"/></animateMotion>' +
          '<discard begin="0s"/><SET attributeName="href" to="javascript:alert(4)"/>',
      ),
    );
    expect(out).not.toMatch(/<animate|<set|<mpath|<discard|javascript|alert|evil\.example/i);
    const doc = parse(out);
    for (const id of ["l", "m", "a", "b"]) expect(doc.getElementById(id), id).not.toBeNull();
  });

  it("does not expand a billion-laughs entity bomb", () => {
    const levels = ['<!ENTITY lol "lol">'];
    for (let level = 1; level <= 9; level += 1) {
      const previous = level === 1 ? "lol" : `lol${level - 1}`;
      levels.push(`<!ENTITY lol${level} "${`&${previous};`.repeat(10)}">`);
    }
    const input = `<?xml version="1.0"?><!DOCTYPE svg [${levels.join("")}]><svg ${NS}><text id="t">&lol9;</text></svg>`;
    const out = sanitizeSvg(input);
    expect(out.length).toBeLessThan(1000);
    expect(out).not.toContain("lollol");
    expect(out).not.toMatch(/DOCTYPE|ENTITY/);
  });

  it("does not resolve external entities", () => {
    // Referenced: the parser knows no such entity, so the document is rejected.
    const referenced = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><text id="t">&x;</text></svg>`;
    expect(() => sanitizeSvg(referenced)).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg(referenced)).toThrow(/undefined entity/);
    expect(() => sanitizeSvg(referenced)).not.toThrow(/root:/);
    // Declared only, or as a parameter entity: the DOCTYPE is dropped with them.
    for (const doctype of [
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
      '<!DOCTYPE svg [<!ENTITY % p SYSTEM "https://evil.example/x.dtd"> %p;]>',
      '<!DOCTYPE svg SYSTEM "https://evil.example/svg.dtd">',
    ]) {
      const out = sanitizeSvg(`${doctype}<svg ${NS}><text id="t">plan</text></svg>`);
      expect(out, doctype).not.toMatch(/passwd|root:|evil\.example|DOCTYPE|ENTITY/);
      expect(parse(out).getElementById("t")?.textContent).toBe("plan");
    }
  });

  it("rejects a 20 MB input by the default size limit, before parsing it", () => {
    const huge = svg(`<text>${"x".repeat(20 * 1024 * 1024)}</text>`);
    expect(huge.length).toBeGreaterThan(MAX_SVG_LENGTH);
    expect(() => sanitizeSvg(huge)).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg(huge)).toThrow(/larger than 5000000 characters/);
  });
});

describe("isSafeInlineStyle", () => {
  it("accepts plain declarations and allowlisted functions", () => {
    expect(isSafeInlineStyle("fill: #fff; stroke-width: 2")).toBe(true);
    expect(isSafeInlineStyle("fill: rgb(0 0 0 / 50%); font-family: 'Open Sans', sans-serif")).toBe(true);
    expect(isSafeInlineStyle("fill: url(#gradient); transform: translate(1px, 2px) rotate(10deg)")).toBe(true);
    expect(isSafeInlineStyle("stroke: var(--plan-stroke)")).toBe(true);
  });

  it("rejects fetching or disguised constructs", () => {
    expect(isSafeInlineStyle("fill: url(https://x.example/a)")).toBe(false);
    expect(isSafeInlineStyle("fill: url('x.svg#a')")).toBe(false);
    expect(isSafeInlineStyle("background: image-set('a.png' 1x)")).toBe(false);
    expect(isSafeInlineStyle("fill: u\\72l(a)")).toBe(false);
    expect(isSafeInlineStyle("fill: u/**/rl(a)")).toBe(false);
    expect(isSafeInlineStyle("@import 'a.css'")).toBe(false);
    expect(isSafeInlineStyle("width: expression(alert(1))")).toBe(false);
    expect(isSafeInlineStyle("-moz-binding: url(#x)")).toBe(false);
    expect(isSafeInlineStyle("fill: attr(data-x)")).toBe(false);
  });
});
