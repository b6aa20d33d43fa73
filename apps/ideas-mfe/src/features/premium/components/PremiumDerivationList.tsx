import { PREMIUM_TEXTS, premiumDerivationLines, type PremiumDerivation, type PremiumRuleSet } from '@idea-portal/contracts';
import { Table, Text } from '@idea-portal/ui';
import { criterionLabel } from '../../../i18n/premium';

/** Each step of a premium's derivation as a sentence with the amount after it, and the rule version it follows. */
export function PremiumDerivationList({ derivation, rules, lang, caption }: { derivation: PremiumDerivation; rules: PremiumRuleSet | null | undefined; lang: 'en' | 'de'; caption: string }) {
  const lines = premiumDerivationLines(derivation, lang, criterionLabel(rules, lang));
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="premium-rule-version">
        {PREMIUM_TEXTS[lang].rule(derivation.ruleVersion, derivation.validFrom)} · {PREMIUM_TEXTS[lang].kinds[derivation.kind]}
      </Text>
      <Table data-testid="premium-derivation" aria-label={caption} verticalSpacing={4}>
        <Table.Tbody>
          {lines.map((line, i) => (
            <Table.Tr key={i}>
              <Table.Td>{line.text}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {line.amount}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
