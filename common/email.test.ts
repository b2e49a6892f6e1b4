import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidEmail, normalizeEmail } from "./email";

// 64 + "@" + 185 + ".com" = 254; the lengths are spelt out so a changed cap fails these rows.
const local64 = "a".repeat(64);
const exactly254 = `${local64}@${"b".repeat(185)}.com`;
const exactly255 = `${local64}@${"b".repeat(186)}.com`;

const table: [string, boolean, string][] = [
  // Valid
  ["siswa@example.com", true, "plain address"],
  ["siswa@sman1.sch.id", true, "Indonesian school domain sch.id"],
  ["siswa@sub.domain.example.co.id", true, "many domain labels"],
  ["first.last@example.com", true, "dot between local-part atoms"],
  ["siswa+vote@example.com", true, "plus tag"],
  ["siswa_baru@example.com", true, "underscore in local part"],
  ["1234@example.com", true, "all-digit local part"],
  ["Siswa.Baru@Example.COM", true, "uppercase letters"],
  ["  siswa@example.com\t", true, "leading/trailing spaces are trimmed"],
  ["\nsiswa@example.com\r\n", true, "surrounding newlines are trimmed"],
  ["siswa@my-school.ac.id", true, "hyphen in domain"],
  ["siswa@-school.com", true, "pattern allows a hyphen at the start of a label"],
  ["siswa@school-.com", true, "pattern allows a hyphen at the end of a label"],
  ["siswa@123.com", true, "all-digit label before the TLD"],
  ["siswa@[192.168.0.1]", true, "IP literal"],
  ["siswa@[999.999.999.999]", true, "IP literal groups are not range-checked"],
  ['"john doe"@example.com', true, "quoted local part"],
  ['"a@b"@example.com', true, "quoted local part may contain @"],
  ['"john..doe"@example.com', true, "quoted local part may contain consecutive dots"],
  ['"""@example.com', true, "quoted local part may be a lone quote"],
  ["!#$%&'*+/=?^_`{|}~-@example.com", true, "special characters allowed in local part"],
  ["josé@example.com", true, "non-ASCII letter in local part"],
  ["a\u200bb@example.com", true, "zero-width space is not \\s, so it passes"],
  ["a@b.co", true, "shortest TLD of two letters"],
  ["siswa@example.museum", true, "long TLD"],
  ["siswa@xn--mnchen-3ya.de", true, "punycode domain"],
  [`${"a".repeat(65)}@example.com`, true, "local part over 64 chars is not rejected"],
  [`siswa@${"b".repeat(64)}.com`, true, "domain label over 63 chars is not rejected"],
  [exactly254, true, "exactly 254 chars is fine"],
  [`  ${exactly254}  `, true, "cap applies after trimming"],

  // Invalid
  ["", false, "empty string"],
  ["   ", false, "only whitespace"],
  ["siswa", false, "missing @"],
  ["siswa.example.com", false, "dot instead of @"],
  ["@example.com", false, "empty local part"],
  ["siswa@", false, "empty domain"],
  ["siswa@localhost", false, "no dot in domain"],
  ["siswa@example.c", false, "single-letter TLD"],
  ["siswa@example.c0m", false, "TLD has a digit"],
  ["siswa@1.2.3.4", false, "bare IP without brackets is not a domain with alphabetic TLD"],
  ["siswa@[1.2.3.1234]", false, "IP literal with 4-digit group"],
  ["siswa@[1.2.3]", false, "IP literal with three groups"],
  ["siswa@[IPv6:::1]", false, "IPv6 literal"],
  ["siswa@[192.168.0.1].com", false, "IP literal followed by a suffix"],
  ["sis wa@example.com", false, "space inside local part"],
  ["siswa@exam ple.com", false, "space inside domain"],
  ["sis\u00a0wa@example.com", false, "no-break space inside local part"],
  ["siswa@sekolah@example.com", false, "two @"],
  ["siswa..baru@example.com", false, "consecutive dots in local part"],
  [".siswa@example.com", false, "leading dot in local part"],
  ["siswa.@example.com", false, "trailing dot in local part"],
  ["siswa@example..com", false, "consecutive dots in domain"],
  ["siswa@.example.com", false, "leading dot in domain"],
  ["siswa@example.com.", false, "trailing dot in domain"],
  ["sis,wa@example.com", false, "comma in local part"],
  ["<siswa>@example.com", false, "angle brackets"],
  ["siswa(x)@example.com", false, "parentheses in local part"],
  ["sis;wa@example.com", false, "semicolon in local part"],
  ["sis:wa@example.com", false, "colon in local part"],
  ["sis\\wa@example.com", false, "backslash in local part"],
  ["sis[wa]@example.com", false, "square brackets in local part"],
  ["siswa@exam_ple.com", false, "underscore in domain"],
  ["siswa@münchen.de", false, "non-ASCII domain must be punycode"],
  ['""@example.com', false, "empty quoted local part"],
  ['"sis"wa@example.com', false, "quote in the middle of an unquoted local part"],
  ['"sis\nwa"@example.com', false, "newline inside quoted local part"],
  [exactly255, false, "255 chars total is too long"],
];

describe("isValidEmail table", () => {
  it("has lengths that match their descriptions", () => {
    expect(exactly254).toHaveLength(254);
    expect(exactly255).toHaveLength(255);
  });

  it.each(table)("%s → %s (%s)", (address, expected) => {
    expect(isValidEmail(address)).toBe(expected);
  });
});

const lowerLetters = [..."abcdefghijklmnopqrstuvwxyz"];
const letters = [...lowerLetters, ...lowerLetters.map((letter) => letter.toUpperCase())];
const digits = [..."0123456789"];
const labelChars = [...letters, ...digits, "-"];
// Printable ASCII minus what the pattern forbids in an unquoted atom: <>()[]\.,;:@" and space.
const asciiAtomChars = [..."!#$%&'*+-/=?^_`{|}~", ...letters, ...digits];
const forbiddenInAtom = /[<>()[\]\\.,;:\s@"]/;
const whitespaceChars = [
  " ",
  "\t",
  "\n",
  "\v",
  "\f",
  "\r",
  "\u00a0",
  "\u1680",
  "\u2000",
  "\u200a",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u205f",
  "\u3000",
  "\ufeff",
];

const asciiAtom = fc.string({
  unit: fc.constantFrom(...asciiAtomChars),
  minLength: 1,
  maxLength: 16,
});
const anyAtomChar = fc.oneof(
  { arbitrary: fc.constantFrom(...asciiAtomChars), weight: 3 },
  {
    arbitrary: fc
      .string({ unit: "binary", minLength: 1, maxLength: 1 })
      .filter((char) => !forbiddenInAtom.test(char)),
    weight: 1,
  },
);
const anyAtom = fc.string({ unit: anyAtomChar, minLength: 1, maxLength: 16 });

const localPartOf = (atom: fc.Arbitrary<string>) =>
  fc.array(atom, { minLength: 1, maxLength: 4 }).map((atoms) => atoms.join("."));
const localPart = localPartOf(anyAtom);
const asciiLocalPart = localPartOf(asciiAtom);

const labels = fc
  .array(fc.string({ unit: fc.constantFrom(...labelChars), minLength: 1, maxLength: 63 }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => parts.join("."));
const alphabeticTld = fc.string({ unit: fc.constantFrom(...letters), minLength: 2, maxLength: 10 });
const tldWithDigit = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...letters, ...digits), maxLength: 5 }),
    fc.constantFrom(...digits),
    fc.string({ unit: fc.constantFrom(...letters, ...digits), maxLength: 5 }),
  )
  .map((parts) => parts.join(""));
const oneLetterTld = fc.constantFrom(...letters);

const addressOf = (local: fc.Arbitrary<string>, tld: fc.Arbitrary<string>) =>
  fc.tuple(local, labels, tld).map(([l, domain, suffix]) => `${l}@${domain}.${suffix}`);
const fitsCap = (address: string) => address.length <= 254;

const validAddress = addressOf(localPart, alphabeticTld).filter(fitsCap);
const validAsciiAddress = addressOf(asciiLocalPart, alphabeticTld).filter(fitsCap);

describe("isValidEmail properties", () => {
  it("accepts atoms @ labels . alphabetic TLD of 2+ letters", () => {
    fc.assert(
      fc.property(addressOf(localPart, alphabeticTld), (address) => {
        fc.pre(fitsCap(address));
        expect(isValidEmail(address)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("rejects a TLD that contains a digit or has a single letter", () => {
    fc.assert(
      fc.property(addressOf(localPart, fc.oneof(tldWithDigit, oneLetterTld)), (address) => {
        fc.pre(fitsCap(address));
        expect(isValidEmail(address)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("rejects anything without an @", () => {
    const withoutAt = fc.oneof(
      fc.string({ unit: "binary" }).filter((s) => !s.includes("@")),
      fc
        .tuple(validAddress, fc.constantFrom("", ".", "-", "a", " at "))
        .map(([address, replacement]) => address.replace("@", replacement)),
    );
    fc.assert(
      fc.property(withoutAt, (value) => {
        expect(value).not.toContain("@");
        expect(isValidEmail(value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("rejects a valid address with whitespace inserted strictly inside it", () => {
    fc.assert(
      fc.property(
        validAddress,
        fc.constantFrom(...whitespaceChars),
        fc.nat(),
        (address, space, seed) => {
          expect(isValidEmail(address)).toBe(true);
          const at = 1 + (seed % (address.length - 1));
          const broken = address.slice(0, at) + space + address.slice(at);
          expect(isValidEmail(broken)).toBe(false);
        },
      ),
    );
  });

  it("accepts an IP literal of four 1–3 digit groups", () => {
    const group = fc.string({ unit: fc.constantFrom(...digits), minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(localPart, fc.array(group, { minLength: 4, maxLength: 4 }), (local, groups) => {
        expect(isValidEmail(`${local}@[${groups.join(".")}]`)).toBe(true);
      }),
    );
  });

  it("ignores surrounding whitespace", () => {
    const anything = fc.oneof(validAddress, fc.string({ unit: "binary" }), fc.string());
    fc.assert(
      fc.property(anything, (value) => {
        expect(isValidEmail(`  ${value}\t`)).toBe(isValidEmail(value));
      }),
    );
  });

  it("returns on hostile input built from . a @ -", () => {
    const hostileChar = fc.constantFrom(".", "a", "@", "-");
    const hostile = fc.oneof(
      fc.string({ unit: hostileChar, maxLength: 10_000 }),
      fc.string({ unit: hostileChar, maxLength: 10_000, size: "max" }),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const result = isValidEmail(value);
        expect(typeof result).toBe("boolean");
        if (value.length > 254) expect(result).toBe(false);
      }),
    );
  });

  it("rejects a 100,001-character address", () => {
    expect(isValidEmail(`${"a".repeat(50_000)}@${"b".repeat(50_000)}`)).toBe(false);
  });

  it("rejects long near-misses aimed at the repeated groups", () => {
    expect(isValidEmail(`${"a".repeat(5000)}@`)).toBe(false);
    expect(isValidEmail(`a@${"a.".repeat(3000)}1`)).toBe(false);
  });
});

describe("normalizeEmail", () => {
  it("trims and lower-cases the whole address", () => {
    expect(normalizeEmail("  Siswa.Baru@SMAN1.Sch.ID\n")).toBe("siswa.baru@sman1.sch.id");
  });

  it("is idempotent and ignores case for valid ASCII addresses", () => {
    fc.assert(
      fc.property(validAsciiAddress, (address) => {
        const normalized = normalizeEmail(address);
        expect(normalizeEmail(normalized)).toBe(normalized);
        expect(normalizeEmail(address.toUpperCase())).toBe(normalized);
        expect(normalized).not.toMatch(/[A-Z]/);
        expect(isValidEmail(normalized)).toBe(true);
      }),
    );
  });
});
