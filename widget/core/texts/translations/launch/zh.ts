import type { LaunchKey } from '../../launchEnglish';

/** The launch page's texts in Chinese (简体中文), as the card's Chinese. A chunk of its own: only the launch loads it. */
export const launchTranslation: Record<LaunchKey, string> = {
  launchNameTooLong: '名称长 {bytes} 字节；Metaplex 最多允许 {limit} 字节（一个汉字占 3 字节）。',
  launchSymbolTooLong: '代币符号长 {bytes} 字节；Metaplex 最多允许 {limit} 字节。',
  launchUriTooLong: 'URI 长 {bytes} 字节；Metaplex 最多允许 {limit} 字节。',
  launchFeeInvalid: '每项费用都必须在 0 % 到 100 % 之间。',
  launchReferralInvalid: '推荐分成必须是 0 到 100 之间的整数百分比。',
  launchVoteInvalid: '验证者的投票账户不是 Solana 地址。',
  launchVoteMissing: '此网络上 {address} 处没有投票账户。',
  launchMaxValidatorsInvalid: '验证者数量上限必须是 1 到 {max} 之间的整数。',
  launchAddressInUse: '启动由您的钱包推导出的地址 {address} 已被其他内容占用：此钱包无法在此启动。',
  launchStepAccounts: '正在创建储备账户、代币和费用账户',
  launchStepPool: '正在创建质押池',
  launchStepPoolDeposit: '正在创建质押池并完成您的首笔存入',
  launchStepMetadata: '正在为代币命名',
  launchStepDeposit: '正在为代币命名并完成您的首笔存入',
  launchStepValidator: '正在添加验证者',
  launchProgress: '第 {step} 步，共 {steps} 步：{title}',
  launchNotPlanned: '其交易不是计划中的启动步骤。',
  launchSpendsOther: '它会从您的钱包中取走 {spent} SOL；计划是 {planned} SOL。',
  launchTokensOther: '它会给您 {got} 新代币；计划是 {planned}。',
  launchAccountOther: '它会使账户 {address} 与计划不符。',
  launchStepRefused: '第 {step} 步（共 {steps} 步）未通过 Solana RPC 的检查，因此没有发送到您的钱包。',
  launchCancelled: '已在钱包中取消。已完成的步骤会保留；再次在 Solana 上创建即可从中断处继续。',
  launchStopped: '启动在下一次签名前停止。再次在 Solana 上创建即可从中断处继续。',
  launchStuck: 'Solana RPC 尚未显示已确认的步骤。请稍后再次在 Solana 上创建以继续。',
  launchInsufficientSol: '您的钱包有 {balance} SOL；剩余步骤需要 {needed} SOL（租金、您的首笔存入和手续费）。',
  launchRentNotCluster:
    'Solana RPC 给出的租金为每字节每年 {rate} lamports，{years} 年后豁免，燃烧 {burnt} %；每个 Solana 集群都是 3480、2 年和 50 %。未签署任何内容：请使用您信任的 RPC。',
  launchPoolShared:
    '在您的首笔存入之前，已有他人持有您位于 {pool} 的质押池 {supply} 中的 {others}：现在存入的价值可能低于您投入的金额。未签署任何内容；请使用另一个钱包启动。',
  launchEarlierFees:
    '您的钱包已在 {pool} 开始创建一个费用不同的池：周期 {epoch} %、存入 {deposit} %、提取 {withdrawal} %、推荐分成 {referral} %。一个钱包只能创建一个池：选择相同的条款以继续，或使用另一个钱包创建。',
  launchEarlierSize:
    '您的钱包已在 {pool} 开始创建一个可容纳 {max} 个验证者的池。一个钱包只能创建一个池：选择相同的条款以继续，或使用另一个钱包创建。',
  launchEarlierValidator:
    '您的钱包已在 {pool} 开始创建一个质押给验证者 {vote} 的池。一个钱包只能创建一个池：选择相同的条款以继续，或使用另一个钱包创建。',
  launchEarlierToken:
    '您的钱包已在 {pool} 开始创建一个池，其代币为 {name}（{symbol}），位于 {uri}。一个钱包只能创建一个池：选择相同的条款以继续，或使用另一个钱包创建。',
};
