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
};
