// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Constant-product AMM (x*y=k, 0.3% fee) over any pair of tokens.
/// The native coin is the sentinel address 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE.
contract DevAMM {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    mapping(address => mapping(address => uint256)) public reserve; // reserve[a][b] = amount of a in pool (a,b)
    address public immutable owner;

    event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to);
    event Liquidity(address indexed a, address indexed b, uint256 amountA, uint256 amountB);

    constructor() { owner = msg.sender; }

    function addLiquidity(address a, address b, uint256 amountA, uint256 amountB) external payable {
        _pull(a, amountA);
        _pull(b, amountB);
        reserve[a][b] += amountA;
        reserve[b][a] += amountB;
        emit Liquidity(a, b, amountA, amountB);
    }

    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        uint256 rIn = reserve[tokenIn][tokenOut];
        uint256 rOut = reserve[tokenOut][tokenIn];
        require(rIn > 0 && rOut > 0, "no pool");
        uint256 inWithFee = amountIn * 997;
        return (inWithFee * rOut) / (rIn * 1000 + inWithFee);
    }

    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) external payable returns (uint256 out) {
        out = getAmountOut(tokenIn, tokenOut, amountIn);
        require(out >= minAmountOut, "slippage");
        _pull(tokenIn, amountIn);
        reserve[tokenIn][tokenOut] += amountIn;
        reserve[tokenOut][tokenIn] -= out;
        if (tokenOut == NATIVE) {
            (bool ok, ) = to.call{value: out}("");
            require(ok, "send");
        } else {
            require(IERC20(tokenOut).transfer(to, out), "transfer");
        }
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, out, to);
    }

    function _pull(address token, uint256 amount) internal {
        if (token == NATIVE) {
            require(msg.value == amount, "value");
        } else {
            require(IERC20(token).transferFrom(msg.sender, address(this), amount), "transferFrom");
        }
    }
}
