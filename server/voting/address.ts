/**
 * "One address, one voter": what an e-mail address must look like before it may vote, and the
 * key under which it is counted once. docs/address-rules.md explains every rule in plain words.
 */
import normalizeEmail from "validator/lib/normalizeEmail.js";
import { emailMaxLength, isValidEmail } from "../../common/email";

export type AddressRefusal = "invalid_email" | "email_hidden_characters" | "email_mixed_scripts";

export type CheckedAddress = {
  /** What the voter typed, trimmed, NFKC-normalised and lower-cased: kept for confirmation mails. */
  address: string;
  /** The uniqueness key: provider rules applied (see below). */
  canonical: string;
  /** The canonical domain (googlemail.com -> gmail.com), lower-case ASCII. */
  domain: string;
  /** True for the large providers that have rules in the table (gmail, outlook/hotmail/live, icloud/me/mac, proton, yahoo ...). */
  majorProvider: boolean;
};

// Leading and trailing white space in the Unicode sense. Unlike String.prototype.trim this
// leaves U+FEFF alone, so a byte-order mark at either end is refused as hidden, not dropped.
const edgeSpace = /^\p{White_Space}+|\p{White_Space}+$/gu;

// Format and control characters (zero-width space, joiner and non-joiner, word joiner, U+FEFF,
// soft hyphen, bidi controls, tabs, new lines ...) and whatever else Unicode says a display may
// ignore (Hangul fillers, variation selectors, the combining grapheme joiner).
const hiddenCharacter = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

// Private-use, unassigned and lone surrogate code points: no real mailbox name holds them.
const unusableCharacter = /[\p{Co}\p{Cn}\p{Cs}]/u;

// Combining marks that NFKC could not compose onto their letter (q + U+0301, stacked accents).
const combiningMark = /\p{M}/u;

// NFKC can turn one character into several (U+FDFA becomes 18 letters), so the format check's
// own length gate runs after it; this bound only keeps hostile input from costing much first.
const rawLengthLimit = emailMaxLength * 4;

// Every script Unicode 15.1 names (Node 20 knows them all), except Common and Inherited, whose
// characters (digits, punctuation, emoji, marks) belong to no alphabet and never count as mixing.
const scriptNames = `
  Latin Cyrillic Greek Armenian Georgian Hebrew Arabic Syriac Thaana Nko Samaritan Mandaic
  Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao
  Tibetan Myanmar Ethiopic Cherokee Canadian_Aboriginal Ogham Runic Tagalog Hanunoo Buhid
  Tagbanwa Khmer Mongolian Limbu Tai_Le New_Tai_Lue Buginese Tai_Tham Balinese Sundanese Batak
  Lepcha Ol_Chiki Glagolitic Coptic Tifinagh Hiragana Katakana Bopomofo Hangul Han Yi Lisu Vai
  Bamum Syloti_Nagri Phags_Pa Saurashtra Kayah_Li Rejang Javanese Cham Tai_Viet Meetei_Mayek
  Linear_A Linear_B Cypriot Cypro_Minoan Old_Italic Gothic Old_Permic Ugaritic Old_Persian
  Deseret Shavian Osmanya Osage Elbasan Caucasian_Albanian Vithkuqi Imperial_Aramaic Palmyrene
  Nabataean Hatran Phoenician Lydian Lycian Carian Meroitic_Hieroglyphs Meroitic_Cursive
  Kharoshthi Old_South_Arabian Old_North_Arabian Manichaean Avestan Inscriptional_Parthian
  Inscriptional_Pahlavi Psalter_Pahlavi Old_Turkic Old_Hungarian Hanifi_Rohingya Yezidi
  Old_Sogdian Sogdian Old_Uyghur Chorasmian Elymaic Brahmi Kaithi Sora_Sompeng Chakma Mahajani
  Sharada Khojki Multani Khudawadi Grantha Newa Tirhuta Siddham Modi Takri Ahom Dogra
  Warang_Citi Dives_Akuru Nandinagari Zanabazar_Square Soyombo Pau_Cin_Hau Bhaiksuki Marchen
  Masaram_Gondi Gunjala_Gondi Makasar Kawi Cuneiform Egyptian_Hieroglyphs Anatolian_Hieroglyphs
  Mro Tangsa Bassa_Vah Pahawh_Hmong Medefaidrin Miao Tangut Nushu Khitan_Small_Script Duployan
  SignWriting Nyiakeng_Puachue_Hmong Toto Wancho Nag_Mundari Mende_Kikakui Adlam Braille
`
  .trim()
  .split(/\s+/);

const scriptPatterns = scriptNames.map(
  (name) => [name, new RegExp(`^\\p{Script=${name}}$`, "u")] as const,
);
const scriptless = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** The script of one code point; null for Common and Inherited ones. */
function scriptOf(character: string): string | null {
  if (/^[a-z]$/i.test(character)) return "Latin";
  if (scriptless.test(character)) return null;
  for (const [name, pattern] of scriptPatterns) {
    if (pattern.test(character)) return name;
  }
  // A script newer than the list: each such character counts as an alphabet of its own.
  return `other:${character}`;
}

function hasMixedScripts(value: string): boolean {
  let seen: string | null = null;
  for (const character of value) {
    const script = scriptOf(character);
    if (script === null) continue;
    if (seen === null) seen = script;
    else if (script !== seen) return true;
  }
  return false;
}

// The large providers: the domains where `majorProvider` is true. validator's Outlook and iCloud
// lists are private, so they are copied here (from validator 13.15), and address.test.ts checks
// that validator still drops the +tag on each of them.
const gmailDomains = ["gmail.com", "googlemail.com"];
const outlookDomains = `
  hotmail.at hotmail.be hotmail.ca hotmail.cl hotmail.co.il hotmail.co.nz hotmail.co.th
  hotmail.co.uk hotmail.com hotmail.com.ar hotmail.com.au hotmail.com.br hotmail.com.gr
  hotmail.com.mx hotmail.com.pe hotmail.com.tr hotmail.com.vn hotmail.cz hotmail.de hotmail.dk
  hotmail.es hotmail.fr hotmail.hu hotmail.id hotmail.ie hotmail.in hotmail.it hotmail.jp
  hotmail.kr hotmail.lv hotmail.my hotmail.ph hotmail.pt hotmail.sa hotmail.sg hotmail.sk
  live.be live.co.uk live.com live.com.ar live.com.mx live.de live.es live.eu live.fr live.it
  live.nl msn.com outlook.at outlook.be outlook.cl outlook.co.il outlook.co.nz outlook.co.th
  outlook.com outlook.com.ar outlook.com.au outlook.com.br outlook.com.gr outlook.com.pe
  outlook.com.tr outlook.com.vn outlook.cz outlook.de outlook.dk outlook.es outlook.fr
  outlook.hu outlook.id outlook.ie outlook.in outlook.it outlook.jp outlook.kr outlook.lv
  outlook.my outlook.ph outlook.pt outlook.sa outlook.sg outlook.sk passport.com
`
  .trim()
  .split(/\s+/);
const validatorIcloudDomains = ["icloud.com", "me.com"];

// Not in validator's lists: Apple's older domain and Proton's, which deliver +tags the same way.
const otherPlusTagDomains = ["mac.com", "proton.me", "protonmail.com", "protonmail.ch", "pm.me"];

// The Yahoo domains validator knows, and yahoo.co.id for Indonesian accounts, which it does not.
const yahooDomains = [
  "rocketmail.com",
  "yahoo.ca",
  "yahoo.co.uk",
  "yahoo.com",
  "yahoo.de",
  "yahoo.fr",
  "yahoo.in",
  "yahoo.it",
  "ymail.com",
  "yahoo.co.id",
];

export type ProviderRule = "gmail" | "plus_tag" | "hyphen_tag";

/**
 * The large providers and their rule: exactly the domains where `majorProvider` is true. gmail
 * drops dots and a +tag, plus_tag drops a +tag, hyphen_tag drops a -tag. Every domain not
 * listed follows plus_tag too (sub-addressing is standard, schools' Google Workspace included).
 */
export const providerRules: ReadonlyMap<string, ProviderRule> = new Map([
  ...gmailDomains.map((domain) => [domain, "gmail"] as const),
  ...outlookDomains.map((domain) => [domain, "plus_tag"] as const),
  ...validatorIcloudDomains.map((domain) => [domain, "plus_tag"] as const),
  ...otherPlusTagDomains.map((domain) => [domain, "plus_tag"] as const),
  ...yahooDomains.map((domain) => [domain, "hyphen_tag"] as const),
]);

// Everything is already lower-cased, so validator's lower-casing changes nothing; only Gmail's
// domains are passed to it (see applyProviderRule).
const validatorOptions = { all_lowercase: true };

/** The key before its own check: the provider's rule applied to a checked, lower-case address. */
function applyProviderRule(local: string, domain: string): string | null {
  const rule = providerRules.get(domain);
  if (rule === "gmail") {
    const result = normalizeEmail(`${local}@${domain}`, validatorOptions);
    return result === false ? null : result;
  }
  // Yahoo by hand: validator cuts at the last hyphen, so base-a-b and base-c would count as two
  // voters. Yahoo account names hold no hyphen, so everything from the first one is the tag, and
  // a + is part of the name there. Everywhere else everything from the first + is the tag.
  const tagAt = local.indexOf(rule === "hyphen_tag" ? "-" : "+");
  return tagAt === -1 ? `${local}@${domain}` : `${local.slice(0, tagAt)}@${domain}`;
}

/**
 * The uniqueness key of a checked, lower-case address; null when what is left once the tag is
 * dropped is no mailbox name ("+fb8@gmail.com" leaves nothing, "siswa.+fb8@outlook.com" leaves
 * "siswa.", which the format check refuses). Checking the key also makes it its own key.
 */
function providerCanonical(local: string, domain: string): string | null {
  const canonical = applyProviderRule(local, domain);
  return canonical !== null && isValidEmail(canonical) ? canonical : null;
}

// RFC 5321 allows 64 octets before the @. Only a name of more than 21 characters can hold that
// many in UTF-8 (3 octets at most per UTF-16 unit), so short names are never measured.
const localPartOctets = 64;
const localPartTooLong = (local: string) =>
  local.length > localPartOctets / 3 && Buffer.byteLength(local, "utf8") > localPartOctets;

/**
 * A domain name the rules can judge. Not an IP literal (`[192.0.2.1]`): no visitor's provider
 * is a bare machine, and the throwaway and burst checks know no such domain. Not punycode
 * (`xn--` labels): the Unicode form it stands for is refused by the format check (Latin letters
 * only), so its ASCII spelling is refused too, well-formed or not (`xn--mailinator-.com`
 * decodes to mailinator.com). docs/address-rules.md, rules 8 and 8a.
 */
const isNamedDomain = (domain: string) =>
  !domain.startsWith("[") && !domain.startsWith("xn--") && !domain.includes(".xn--");

export function checkAddress(
  raw: string,
): { ok: true; value: CheckedAddress } | { ok: false; code: AddressRefusal } {
  if (typeof raw !== "string") return { ok: false, code: "invalid_email" };
  const trimmed = raw.replace(edgeSpace, "");
  if (hiddenCharacter.test(trimmed)) return { ok: false, code: "email_hidden_characters" };
  if (trimmed.length > rawLengthLimit || unusableCharacter.test(trimmed)) {
    return { ok: false, code: "invalid_email" };
  }

  const address = trimmed.normalize("NFKC").toLowerCase();
  if (!isValidEmail(address)) return { ok: false, code: "invalid_email" };
  // The format check accepts these; see "Where the specification's rule meets these refusals".
  if (address.startsWith('"')) return { ok: false, code: "invalid_email" };

  const at = address.lastIndexOf("@");
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (localPartTooLong(local) || !isNamedDomain(domain)) {
    return { ok: false, code: "invalid_email" };
  }
  if (combiningMark.test(address)) return { ok: false, code: "invalid_email" };
  if (hasMixedScripts(address)) return { ok: false, code: "email_mixed_scripts" };

  const canonical = providerCanonical(local, domain);
  if (canonical === null) return { ok: false, code: "invalid_email" };
  return {
    ok: true,
    value: {
      address,
      canonical,
      domain: canonical.slice(canonical.lastIndexOf("@") + 1),
      majorProvider: providerRules.has(domain),
    },
  };
}

/**
 * A domain as the address rules count it (`domain` of checkAddress): lower-case, no trailing
 * dot, googlemail.com as gmail.com. For domains the committee types into its allow-list and
 * block-list, so that its rules meet the domain the throwaway and burst checks see.
 */
export function canonicalDomain(typed: string): string {
  const domain = typed.trim().toLowerCase().replace(/\.+$/, "");
  return providerRules.get(domain) === "gmail" ? "gmail.com" : domain;
}

/** The canonical form alone, for a migration over stored addresses; null when checkAddress would refuse. */
export function canonicalAddress(stored: string): string | null {
  const result = checkAddress(stored);
  return result.ok ? result.value.canonical : null;
}
