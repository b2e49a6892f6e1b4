import fc from "fast-check";
import normalizeEmail from "validator/lib/normalizeEmail.js";
import { describe, expect, it } from "vitest";
import {
  type AddressRefusal,
  canonicalAddress,
  canonicalDomain,
  checkAddress,
  providerRules,
} from "./address";

type Expected = string | { refused: AddressRefusal };

const refused = (code: AddressRefusal) => ({ refused: code });

// Input -> the uniqueness key, or the refusal code.
const cases: [string, string, Expected][] = [
  // Gmail and Googlemail: dots and +tags dropped, one domain.
  ["plain Gmail", "siswa@gmail.com", "siswa@gmail.com"],
  ["Gmail dots", "s.i.s.w.a@gmail.com", "siswa@gmail.com"],
  ["Gmail +tag", "siswa+fb8@gmail.com", "siswa@gmail.com"],
  ["Gmail dots and two +tags", "s.iswa+vote+2@gmail.com", "siswa@gmail.com"],
  ["Googlemail becomes Gmail", "Siswa.Kelas@GoogleMail.com", "siswakelas@gmail.com"],
  ["upper case", "SISWA@GMAIL.COM", "siswa@gmail.com"],
  ["Gmail name that is only a tag", "+fb8@gmail.com", refused("invalid_email")],
  // Outlook, Hotmail, Live, iCloud, Proton: +tags dropped, dots kept.
  ["Outlook +tag", "siswa+fb8@outlook.com", "siswa@outlook.com"],
  ["Hotmail keeps dots", "s.iswa+x@hotmail.com", "s.iswa@hotmail.com"],
  ["Live +tag", "siswa+x@live.com", "siswa@live.com"],
  ["Indonesian Hotmail +tag", "siswa+x@hotmail.id", "siswa@hotmail.id"],
  ["iCloud +tag", "siswa+x@icloud.com", "siswa@icloud.com"],
  ["me.com +tag", "siswa+x@me.com", "siswa@me.com"],
  ["mac.com +tag", "siswa+x@mac.com", "siswa@mac.com"],
  ["Proton +tag", "siswa+x@proton.me", "siswa@proton.me"],
  ["Protonmail +tag", "Siswa+X@ProtonMail.com", "siswa@protonmail.com"],
  ["pm.me keeps dots", "s.iswa+x@pm.me", "s.iswa@pm.me"],
  ["Outlook name that is only a tag", "+x@outlook.com", refused("invalid_email")],
  ["Outlook name ending in a dot once untagged", "siswa.+x@outlook.com", refused("invalid_email")],
  // Yahoo: -tags dropped from the first hyphen, +tags and dots kept.
  ["Yahoo -tag", "siswa-fb8@yahoo.com", "siswa@yahoo.com"],
  ["Yahoo Indonesia, two hyphens", "siswa-fb8-2022@yahoo.co.id", "siswa@yahoo.co.id"],
  ["Yahoo UK keeps dots", "s.iswa-x@yahoo.co.uk", "s.iswa@yahoo.co.uk"],
  ["Yahoo keeps a +", "siswa+fb8@yahoo.com", "siswa+fb8@yahoo.com"],
  ["Yahoo name that is only a tag", "-fb8@ymail.com", refused("invalid_email")],
  ["Yahoo name ending in a dot once untagged", "siswa.-x@yahoo.com", refused("invalid_email")],
  // Every other domain: dots and hyphens stay, a +tag goes.
  [
    "Workspace keeps dots, drops a +tag",
    "s.i.s.w.a+x@sman8jkt.sch.id",
    "s.i.s.w.a@sman8jkt.sch.id",
  ],
  ["Workspace upper case", "Guru.Kelas+FB8@SMAN8JKT.sch.id", "guru.kelas@sman8jkt.sch.id"],
  ["a school's +1 to +9 are one voter", "budi+9@sma8.sch.id", "budi@sma8.sch.id"],
  ["Fastmail +tag", "budi+2@fastmail.com", "budi@fastmail.com"],
  ["two +tags", "budi+a+b@sma8.sch.id", "budi@sma8.sch.id"],
  ["Yandex keeps a hyphen, drops a +tag", "siswa-x+y@yandex.com", "siswa-x@yandex.com"],
  ["look-alike of Gmail's domain keeps dots", "s.iswa+x@gmail.co.id", "s.iswa@gmail.co.id"],
  ["name that is only a tag", "+x@sman8jkt.sch.id", refused("invalid_email")],
  ["name ending in a dot once untagged", "budi.+x@sman8jkt.sch.id", refused("invalid_email")],
  // NFKC: full-width letters and ligatures become ASCII.
  ["full-width name", "ｓｉｓｗａ@gmail.com", "siswa@gmail.com"],
  ["full-width everything", "Ｓｉｓｗａ＠ｇｍａｉｌ．ｃｏｍ", "siswa@gmail.com"],
  ["fi ligature", "\uFB01tri@gmail.com", "fitri@gmail.com"],
  // Mixed scripts.
  ["Cyrillic а in a Latin name", "sisw\u0430@gmail.com", refused("email_mixed_scripts")],
  ["Greek omicron in a Latin name", "g\u03BFogle.fan@gmail.com", refused("email_mixed_scripts")],
  [
    "Cyrillic name, Latin domain",
    "\u043F\u0451\u0442\u0440@mail.ru",
    refused("email_mixed_scripts"),
  ],
  [
    "Cyrillic name, IP literal",
    "\u0441\u0438\u0441\u0432\u0430@[10.0.0.1]",
    refused("invalid_email"),
  ],
  ["Cyrillic а in the domain", "siswa@gm\u0430il.com", refused("invalid_email")],
  // Invisible characters, refused before anything else.
  ["zero-width space", "sis\u200Bwa@gmail.com", refused("email_hidden_characters")],
  ["soft hyphen", "sis\u00ADwa@gmail.com", refused("email_hidden_characters")],
  ["zero-width non-joiner", "sis\u200Cwa@gmail.com", refused("email_hidden_characters")],
  ["zero-width joiner", "siswa\u200D@gmail.com", refused("email_hidden_characters")],
  ["word joiner", "sis\u2060wa@gmail.com", refused("email_hidden_characters")],
  ["leading byte-order mark", "\uFEFFsiswa@gmail.com", refused("email_hidden_characters")],
  ["right-to-left override", "siswa@gmail.com\u202E", refused("email_hidden_characters")],
  ["tab inside", "sis\twa@gmail.com", refused("email_hidden_characters")],
  ["variation selector", "sisw\uFE0Fa@gmail.com", refused("email_hidden_characters")],
  [
    "full-width name with a zero-width space",
    "ｓｉｓ\u200Bｗａ@gmail.com",
    refused("email_hidden_characters"),
  ],
  // Combining marks.
  ["accent that composes", "siswa\u0301@sman8jkt.sch.id", "siswá@sman8jkt.sch.id"],
  ["stacked accents", "siswa\u0301\u0301@gmail.com", refused("invalid_email")],
  ["accent with no composed letter", "q\u0301@sman8jkt.sch.id", refused("invalid_email")],
  // Quoted local parts.
  ["quoted name with a space", '"a b"@gmail.com', refused("invalid_email")],
  ["quoted plain name", '"siswa"@gmail.com', refused("invalid_email")],
  // IP literals.
  // No domain name: refused whatever the address.
  ["IPv4 literal", "x@[192.0.2.1]", refused("invalid_email")],
  ["IPv4 literal with a +tag", "siswa+x@[1.2.3.4]", refused("invalid_email")],
  ["impossible IPv4 literal", "siswa@[999.999.999.999]", refused("invalid_email")],
  ["octet above 255", "siswa@[256.1.1.1]", refused("invalid_email")],
  ["leading zero in an octet", "siswa@[01.2.3.4]", refused("invalid_email")],
  // White space at the edges is dropped, inside it is refused.
  ["spaces around", "  siswa@gmail.com  ", "siswa@gmail.com"],
  ["tab and new line around", "\tsiswa@gmail.com\n", "siswa@gmail.com"],
  ["no-break and ideographic space around", "\u00A0siswa@gmail.com\u3000", "siswa@gmail.com"],
  ["space inside", "sis wa@gmail.com", refused("invalid_email")],
  // The original format check.
  ["no dot in the domain", "siswa@gmail", refused("invalid_email")],
  ["empty", "", refused("invalid_email")],
  ["only spaces", "   ", refused("invalid_email")],
  ["two dots in a row", "siswa..x@gmail.com", refused("invalid_email")],
  ["two at signs", "siswa@@gmail.com", refused("invalid_email")],
  ["longer than 254", `${"a".repeat(250)}@x.id`, refused("invalid_email")],
  [
    "name of 64 characters",
    `${"a".repeat(64)}@sman8jkt.sch.id`,
    `${"a".repeat(64)}@sman8jkt.sch.id`,
  ],
  ["name of 65 characters", `${"a".repeat(65)}@sman8jkt.sch.id`, refused("invalid_email")],
  [
    "name of 65 characters, a +tag in it",
    `budi+${"x".repeat(60)}@gmail.com`,
    refused("invalid_email"),
  ],
  [
    "name of 22 accented letters (66 octets)",
    `${"ấ".repeat(22)}@sman8jkt.sch.id`,
    refused("invalid_email"),
  ],
  [
    "name of 21 accented letters (63 octets)",
    `${"ấ".repeat(21)}@sman8jkt.sch.id`,
    `${"ấ".repeat(21)}@sman8jkt.sch.id`,
  ],
  // Punycode: the Unicode form is refused (Latin letters only), so every ASCII spelling is too.
  [
    "malformed punycode of a throwaway domain",
    "budi@xn--mailinator-.com",
    refused("invalid_email"),
  ],
  ["punycode sub-domain", "budi@mail.xn--mailinator-.com", refused("invalid_email")],
  ["well-formed punycode", "budi@xn--bcher-kva.de", refused("invalid_email")],
  ["punycode look-alike of apple.com", "budi@xn--80ak6aa92e.com", refused("invalid_email")],
  ["upper-case punycode", "budi@XN--MAILINATOR-.COM", refused("invalid_email")],
  ["xn-- inside a label is no punycode", "budi@sxn--a.sch.id", "budi@sxn--a.sch.id"],
  ["private-use character", "\uE000siswa@sman8jkt.sch.id", refused("invalid_email")],
];

describe("checkAddress", () => {
  it.each(cases)("%s: %j", (_name, input, expected) => {
    const result = checkAddress(input);
    if (typeof expected === "string") {
      expect(result.ok && result.value.canonical).toBe(expected);
      expect(canonicalAddress(input)).toBe(expected);
    } else {
      expect(result).toEqual({ ok: false, code: expected.refused });
      expect(canonicalAddress(input)).toBeNull();
    }
  });

  it("keeps what the voter typed apart from the key", () => {
    expect(checkAddress("  S.Iswa+FB8@GoogleMail.com ")).toEqual({
      ok: true,
      value: {
        address: "s.iswa+fb8@googlemail.com",
        canonical: "siswa@gmail.com",
        domain: "gmail.com",
        majorProvider: true,
      },
    });
    expect(checkAddress("ｓｉｓｗａ-x@Yahoo.co.id")).toEqual({
      ok: true,
      value: {
        address: "siswa-x@yahoo.co.id",
        canonical: "siswa@yahoo.co.id",
        domain: "yahoo.co.id",
        majorProvider: true,
      },
    });
    expect(checkAddress("s.i.s.w.a+x@sman8jkt.sch.id")).toEqual({
      ok: true,
      value: {
        address: "s.i.s.w.a+x@sman8jkt.sch.id",
        canonical: "s.i.s.w.a@sman8jkt.sch.id",
        domain: "sman8jkt.sch.id",
        majorProvider: false,
      },
    });
  });

  it("calls a domain a major provider exactly when it has a rule", () => {
    expect(providerRules.size).toBe(101);
    for (const domain of providerRules.keys()) {
      const result = checkAddress(`siswa@${domain}`);
      expect(result.ok && result.value.majorProvider, domain).toBe(true);
    }
    for (const domain of ["sman8jkt.sch.id", "yandex.com", "gmail.co.id", "outlook.co.id"]) {
      const result = checkAddress(`siswa@${domain}`);
      expect(result.ok && result.value.majorProvider, domain).toBe(false);
    }
  });

  it("applies each domain's rule", () => {
    for (const [domain, rule] of providerRules) {
      const expected = {
        gmail: "ab@gmail.com",
        plus_tag: `a.b@${domain}`,
        hyphen_tag: `a.b+x@${domain}`,
      }[rule];
      expect(canonicalAddress(`A.b+x-y@${domain}`), domain).toBe(expected);
    }
  });

  it("uses the domain lists validator knows, plus the ones added by hand", () => {
    const addedByHand = ["mac.com", "proton.me", "protonmail.com", "protonmail.ch", "pm.me"];
    const plusTag = [...providerRules].filter(([, rule]) => rule === "plus_tag");
    expect(plusTag).toHaveLength(89);
    for (const [domain] of plusTag) {
      const expected = addedByHand.includes(domain) ? `a+b@${domain}` : `a@${domain}`;
      expect(normalizeEmail(`a+b@${domain}`), domain).toBe(expected);
    }
    for (const [domain, rule] of providerRules) {
      if (rule !== "hyphen_tag") continue;
      const expected = domain === "yahoo.co.id" ? `a-b@${domain}` : `a@${domain}`;
      expect(normalizeEmail(`a-b@${domain}`), domain).toBe(expected);
    }
  });

  it("gives a key that is its own key, and the same key for the address it keeps", () => {
    const character = fc.constantFrom(..."abcAB019.+-_ｓＳ\u0301\u0430\u200B@ ".split(""));
    const domain = fc.constantFrom(
      ...[...providerRules.keys()].slice(0, 8),
      "yahoo.co.id",
      "pm.me",
      "sman8jkt.sch.id",
      "fastmail.com",
    );
    fc.assert(
      fc.property(fc.string({ unit: character, maxLength: 12 }), domain, (local, host) => {
        const result = checkAddress(`${local}@${host}`);
        if (!result.ok) return;
        const { address, canonical } = result.value;
        expect(canonicalAddress(canonical)).toBe(canonical);
        expect(canonicalAddress(address)).toBe(canonical);
        expect(address).toBe(address.normalize("NFKC").toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the committee's domains the domain a vote is counted under", () => {
    expect(canonicalDomain("GoogleMail.com")).toBe("gmail.com");
    expect(canonicalDomain(" SMAN8JKT.sch.id. ")).toBe("sman8jkt.sch.id");
    expect(canonicalDomain("hotmail.id")).toBe("hotmail.id");
    for (const email of ["a@googlemail.com", "a@SMAN8JKT.sch.id", "a+b@hotmail.id"]) {
      const result = checkAddress(email);
      const typed = email.slice(email.indexOf("@") + 1);
      expect(result.ok && result.value.domain, email).toBe(canonicalDomain(typed));
    }
  });
});
